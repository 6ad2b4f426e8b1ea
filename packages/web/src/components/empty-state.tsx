// Screens not yet on components/ui import the empty state from here.
export { EmptyState } from './ui/empty-state';
