// Creating a prospect transaction (decision 070): the prospect's username, the download offered,
// the amount as typed (a decimal comma read right; Tab, type replaces it) and a comment the prospect
// sees on the order page. Each rule is checked here in the server's words and again by the server.
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  type CreateProspectTransactionBody,
  PROSPECT_DOWNLOAD_REQUIRED,
  PROSPECT_USER_REQUIRED,
  prospectAmountProblem,
} from '@mti/contracts/admin/console-prospect-transactions';
import { useState } from 'react';
import { AmountInput } from './amount-input.tsx';

type Props = {
  downloads: { download_key: string; title: string }[];
  saving: boolean;
  refusal: string | null;
  onSubmit: (body: CreateProspectTransactionBody) => void;
};

export function ProspectTransactionForm({ downloads, saving, refusal, onSubmit }: Props) {
  const [userid, setUserid] = useState('');
  const [downloadKey, setDownloadKey] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems = {
    userid: userid.trim() === '' ? PROSPECT_USER_REQUIRED : null,
    download: downloadKey === '' ? PROSPECT_DOWNLOAD_REQUIRED : null,
    amount: prospectAmountProblem(amount),
  };
  return (
    <form
      aria-label="New prospect transaction"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (problems.userid || problems.download || problems.amount) return;
        onSubmit({ userid: userid.trim(), download_key: downloadKey, amount, comment });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Prospect's username"
            description="A user with the prospect role (mtprospect)"
            value={userid}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setUserid(event.currentTarget.value)}
            error={submitted ? problems.userid : null}
            w={240}
          />
          <NativeSelect
            label="Download"
            value={downloadKey}
            onChange={(event) => setDownloadKey(event.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a download' },
              ...downloads.map((d) => ({ value: d.download_key, label: d.title })),
            ]}
            error={submitted ? problems.download : null}
            style={{ flex: 1 }}
          />
          <AmountInput
            label="Amount (USD)"
            value={amount}
            onChange={setAmount}
            problem={problems.amount}
            forceShow={submitted}
            w={160}
          />
        </Group>
        <TextInput
          label="Comment (shown to the prospect)"
          value={comment}
          maxLength={200}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {refusal && (
          <Alert color="red" role="alert" title="Not created">
            {refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving}>
            Create and send the payment link
          </Button>
        </div>
      </Stack>
    </form>
  );
}
