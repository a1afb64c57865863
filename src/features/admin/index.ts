// What admin pages render: the admin layout (docs/decisions/166).
export { default as AdminLayout } from './AdminLayout.astro';
