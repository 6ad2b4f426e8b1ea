import { icon } from './icons';

// The icons the catalogue's first screen does not show: kept out of its first load (issue 28).
export const ChevronRightIcon = icon(['M9 5l7 7-7 7']);
export const ChevronDownIcon = icon(['M5 9l7 7 7-7']);
export const RefreshIcon = icon(['M20 12a8 8 0 1 1-2.3-5.7L20 8.6', 'M20 3.5v5.1h-5.1']);
export const CheckIcon = icon(['M5 12.5l4.5 4.5L19 7.5']);
export const PhotoIcon = icon([
  'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z',
  'M4 16l4.5-4.5 4 4 2.5-2.5L20 18',
  'M15.5 9.5h.01',
]);
export const TrashIcon = icon([
  'M4.5 7h15M10 11v6M14 11v6',
  'M6.5 7l.8 12a1.5 1.5 0 0 0 1.5 1.4h6.4a1.5 1.5 0 0 0 1.5-1.4l.8-12M9 7V4.5h6V7',
]);
export const EditIcon = icon(['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z', 'M13.5 6.5l4 4']);
export const BagIcon = icon(['M5 8h14l-1 12.5H6L5 8z', 'M9 10V6.5a3 3 0 0 1 6 0V10']);
export const CardIcon = icon([
  'M3.5 6.5A1.5 1.5 0 0 1 5 5h14a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z',
  'M3.5 10h17M7 15h3',
]);
export const ListIcon = icon(['M9 6h11M9 12h11M9 18h11', 'M4.5 6h.01M4.5 12h.01M4.5 18h.01']);
export const ChatIcon = icon([
  'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5z',
]);
export const DocumentIcon = icon(['M6 3.5h8l4 4v13H6z', 'M14 3.5v4h4M9 12h6M9 16h6']);
export const BellIcon = icon([
  'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z',
  'M10 20.5a2 2 0 0 0 4 0',
]);
export const SendIcon = icon(['M4 12l16-8-6 16-2.5-6.5L4 12z']);
export const ReplyIcon = icon(['M10 8L4 13l6 5M4 13h10a6 6 0 0 1 6 6']);
export const OpenOutsideIcon = icon(['M14 4h6v6M20 4l-9 9M18 14v6H4V6h6']);
