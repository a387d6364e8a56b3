import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { subscribeCopy } from '../../../content/marketing/home-copy.ts';
import { SubscribeForm } from './subscribe-form.tsx';

const ACCEPTED = 'Thank you. Please check your inbox: we have sent you an e-mail about your subscription.';

describe('SubscribeForm', () => {
  it('shows the rule’s message and sends nothing for a blank or malformed address', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<SubscribeForm copy={subscribeCopy} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('posts the address and replaces the form with the server’s answer', async () => {
    const api = fakeApi({ 'POST /api/content/subscriptions': { body: { msg: ACCEPTED } } });
    const user = userEvent.setup();
    renderWithProviders(<SubscribeForm copy={subscribeCopy} />);
    await user.type(screen.getByLabelText('Work e-mail'), ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(ACCEPTED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Work e-mail')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/content/subscriptions')[0]?.body).toEqual({ email: 'reader@example.com' });
  });

  it('shows a refusal from the server under the field', async () => {
    fakeApi({
      'POST /api/content/subscriptions': {
        status: 400,
        body: { code: 'invalid_input', msg: 'Please provide a valid email address', field: 'email' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribeForm copy={subscribeCopy} />);
    await user.type(screen.getByLabelText('Work e-mail'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the mail cannot be sent', async () => {
    fakeApi({
      'POST /api/content/subscriptions': {
        status: 503,
        body: { code: 'mail_unavailable', msg: 'We could not send the e-mail just now. Please try again later.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribeForm copy={subscribeCopy} />);
    await user.type(screen.getByLabelText('Work e-mail'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the e-mail just now.');
  });

  it('submits with Enter from the e-mail field', async () => {
    const api = fakeApi({ 'POST /api/content/subscriptions': { body: { msg: ACCEPTED } } });
    const user = userEvent.setup();
    renderWithProviders(<SubscribeForm copy={subscribeCopy} />);
    await user.tab();
    expect(screen.getByLabelText('Work e-mail')).toHaveFocus();
    await user.keyboard('reader@example.com{Enter}');
    expect(await screen.findByText(ACCEPTED)).toBeInTheDocument();
    expect(api.callsTo('POST /api/content/subscriptions')[0]?.body).toEqual({ email: 'reader@example.com' });
  });

  it('is reached with Tab and sent with Enter on the Subscribe button', async () => {
    const api = fakeApi({ 'POST /api/content/subscriptions': { body: { msg: ACCEPTED } } });
    const user = userEvent.setup();
    renderWithProviders(<SubscribeForm copy={subscribeCopy} />);
    await user.tab();
    await user.keyboard('reader@example.com');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(ACCEPTED)).toBeInTheDocument();
    expect(api.callsTo('POST /api/content/subscriptions')).toHaveLength(1);
  });
});
