/** The words the demo's books are filed under, in id order. */
export const TAGS: readonly string[] = [
  'Fantasy', 'Science fiction', 'Classic', 'Poetry', 'Short stories', 'History',
  'Mystery', 'Essays', 'Translated', 'Award winner', 'Young adult', 'Epic',
];
