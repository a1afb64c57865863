// What admin pages render: the admin layout and its 'are you sure?' (docs/decisions/166).
export { default as AdminLayout } from './AdminLayout.astro';
export { AskForm } from './components/AskForm.tsx';
