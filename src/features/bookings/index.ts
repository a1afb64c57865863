// What pages and other features render of a booking (docs/decisions/166, 167): the components without a
// stylesheet of their own. One that imports its CSS is imported by its page from its own module, so
// that CSS reaches no other page (a stylesheet goes wherever the module that re-exports it goes).
export { calendarDates, dayCalendarLabels } from './components/calendar-labels.ts';
export { WaitlistForm } from './components/WaitlistForm.tsx';
export { WaitlistTable } from './admin/WaitlistTable.tsx';
