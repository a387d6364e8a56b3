// The redirect form fed with the redirects its addresses touch, read from the server as a field is
// left: the list is paged, so the browser never holds all of it, yet the chain-and-loop message still
// shows before saving. The redirect being edited is left out, as the server leaves it out.
import type { RedirectEntry } from '@mti/contracts/admin/console-redirects';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { redirectNeighboursQuery } from '../api/redirects.ts';
import { RedirectForm } from './redirect-form.tsx';

type Props = {
  initial?: RedirectEntry;
  submitLabel: string;
  saving: boolean;
  onSubmit: (entry: RedirectEntry) => void;
  onCancel?: () => void;
};

export function CheckedRedirectForm({ initial, ...props }: Props) {
  const [left, setLeft] = useState<RedirectEntry>(initial ?? { oldUrl: '', newUrl: '' });
  const neighbours = useQuery({
    ...redirectNeighboursQuery(left.oldUrl, left.newUrl),
    enabled: left.oldUrl !== '' || left.newUrl !== '',
  });
  const others = (neighbours.data?.redirects ?? []).filter((r) => r.oldUrl !== initial?.oldUrl);
  return <RedirectForm {...props} initial={initial} others={others} onLeave={setLeft} />;
}
