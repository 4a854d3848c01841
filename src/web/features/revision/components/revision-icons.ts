/** Lucide icons the review screen draws in more than one place, each as one path for lineIcon (decision 099). */
export const USER_ROUND_PATH = 'M7 8a5 5 0 1 0 10 0a5 5 0 1 0-10 0M20 21a8 8 0 0 0-16 0';
export const IMAGE_PATH = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM7 9a2 2 0 1 0 4 0a2 2 0 1 0-4 0M21 15l-3.086-3.086a2 2 0 0 0-2.828 0L6 21';
