// Files shared with the owner's organisation (decision 041): the messages of the sharing rules,
// the same in the dialog and from the server.
export const SHARED_FILE_MSG = {
  notFound: 'There is no such file, or it is not shared with you.',
  readOnly: 'This file is shared with you read-only. Use Save as to keep your own copy.',
  onlyOwnerShares: 'Only the owner of a file can share it.',
  noOrganization: 'Your account belongs to no organisation to share with.',
  badAccess: 'Choose how to share: not shared, read-only or editable.',
} as const;
