// My Files' "Shared with me" (decision 076): every live file colleagues share with the caller's
// organisation, whatever its type, with its owner's name and the caller's access. The listing is
// generic; which app opens a file is the browser's choice by extension.
import type { SharedWithMeList } from '@mti/contracts/files/shared-with-me';
import type { Db } from '../../platform/db.ts';
import type { Owner } from './repository-path.ts';
import { listSharedWithCaller } from './shared-files.ts';

export type Organization = { organization: string; members: { siteId: string; name: string }[] };

export async function listSharedWithMe({
  db,
  owner,
  organizationOf,
}: {
  db: Db;
  owner: Owner;
  organizationOf: ((siteId: string) => Promise<Organization>) | undefined;
}): Promise<SharedWithMeList> {
  const { organization, members } = organizationOf
    ? await organizationOf(owner.siteId)
    : { organization: '', members: [] };
  const files = await listSharedWithCaller({ db, caller: { owner, organization } });
  const nameOf = (siteId: string) => members.find((m) => m.siteId === siteId)?.name ?? 'A colleague';
  return {
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      owner_name: nameOf(f.ownerSiteId),
      access: f.access === 'edit' ? 'edit' : 'read',
      modified: f.modifiedAt.toISOString(),
    })),
  };
}
