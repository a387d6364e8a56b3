// Home's #subscribe block: product news by e-mail with double opt-in. The same rule as the server
// checks the address; the server's answer is the same whether the address is new or known.
// The prerendered Home runs the same markup without React: see subscribe-form-island.ts.
import { Alert, Button, TextInput } from '@mantine/core';
import { newsletterEmailProblem } from '@mti/contracts/content/newsletter-rules';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { subscribeCopy } from '../../../content/marketing/home-copy.ts';
import { HttpError } from '../../../lib/http.ts';
import { useSubscribeToNews } from '../api/subscribe-to-news.ts';
import classes from './home-sections.module.css';

export function SubscribeForm({ copy }: { copy: typeof subscribeCopy }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useSubscribeToNews();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = newsletterEmailProblem(email);
    setProblem(found);
    if (found) return;
    subscribe.mutate(email.trim(), {
      onError: (error) => {
        // A rule the server refused shows under the field; anything else above the form.
        if (error instanceof HttpError && error.status === 400) setProblem(error.msg);
      },
    });
  };

  if (subscribe.isSuccess) {
    return (
      <Alert color="teal" icon={<IconCheck aria-hidden="true" />} title="Almost done" role="status" maw={560}>
        {subscribe.data.msg}
      </Alert>
    );
  }

  const serverFailure = subscribe.isError && !(subscribe.error instanceof HttpError && subscribe.error.status === 400);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Subscribe to product news" data-island="subscribe-form">
      {serverFailure && (
        <Alert color="red" mb="md" role="alert" maw={560}>
          {subscribe.error instanceof HttpError
            ? subscribe.error.msg
            : 'We could not reach the server. Please check your connection and try again.'}
        </Alert>
      )}
      <div className={classes.subscribe}>
        <TextInput
          className={classes.subscribeInput}
          label={copy.label}
          type="email"
          autoComplete="email"
          maxLength={120}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (problem) setProblem(null);
          }}
          error={problem}
          size="md"
        />
        <Button type="submit" size="md" mt={{ base: 0, xs: 27 }} loading={subscribe.isPending}>
          {copy.button}
        </Button>
      </div>
    </form>
  );
}
