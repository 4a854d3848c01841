/**
 * Lucide icons drawn by lineIcon in more than one screen, each as one path (Lucide's own coordinates,
 * decision 099): one copy of each shape, wherever it is drawn.
 */
export const IMAGE_PATH = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM7 9a2 2 0 1 0 4 0a2 2 0 1 0-4 0M21 15l-3.086-3.086a2 2 0 0 0-2.828 0L6 21';
export const USER_ROUND_PATH = 'M7 8a5 5 0 1 0 10 0a5 5 0 1 0-10 0M20 21a8 8 0 0 0-16 0';
export const PENCIL_PATH =
  'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497zM15 5l4 4';
export const DOWNLOAD_PATH = 'M12 15V3M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5';
