// The words of My Files (the spec's where it has them).
export const FILES_TEXT = {
  title: 'My Files',
  /** Spec §2. */
  empty: 'You currently do not have any files.',
  noDeleted: 'Nothing has been deleted in the last 30 days.',
  deletedNote:
    'Deleted files and folders can be restored for 30 days. After that they are removed for good. They do not count towards your storage; when new files need their room, the oldest go first.',
  loadFailed: 'Your files could not be loaded.',
  noShared: 'No colleague shares a file with your organisation yet.',
  sharedNote:
    'Files colleagues share with your organisation. Read-only files open as they are; use Save as in the app to keep your own copy.',
  folderMissing: 'This folder does not exist. It may have been renamed or deleted.',
} as const;
