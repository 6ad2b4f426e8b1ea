// Screens not yet on components/ui import it from here.
export { EmptyState } from './ui/empty-state';
