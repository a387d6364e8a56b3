// Home's #subscribe form on the prerendered page, without React (app/static-page.ts): SubscribeForm's
// markup and its behaviour. The address is checked by the rule the server shares, then posted to
// POST /api/content/subscriptions; a refused rule shows under the field, any other failure above
// the form, and success replaces the form with the server's answer. The markup added here is
// Mantine's own for an input error and an Alert, so it looks as the React form does.
import { XSRF_COOKIE, XSRF_HEADER } from '@mti/contracts/common/cookies';
import { newsletterEmailProblem } from '@mti/contracts/content/newsletter-rules';
import { readCookie } from '../../../lib/cookies.ts';

const SUBSCRIBE_URL = '/api/content/subscriptions';
const NETWORK_FAILURE = 'We could not reach the server. Please check your connection and try again.';
const CHECK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="tabler-icon tabler-icon-check" aria-hidden="true"><path d="M5 12l5 5l10 -10"></path></svg>';

type Answer = { ok: true; msg: string } | { ok: false; status: number; msg: string };

/** The POST as lib/http.ts sends it (JSON, anti-forgery header), answered as `{msg}` or `{code, msg}`. */
async function postSubscription(email: string): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  const response = await fetch(SUBSCRIBE_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
  const msg = typeof body?.msg === 'string' ? body.msg : null;
  if (response.ok && msg) return { ok: true, msg };
  return { ok: false, status: response.status, msg: msg ?? `Request failed with status ${response.status}.` };
}

/**
 * A Mantine Alert (the classes and variables Alert renders, and the theme's readable title colour,
 * app/theme.ts), with its text set safely.
 */
function alertElement(kind: 'success' | 'failure', message: string, id: string): HTMLElement {
  const color = kind === 'success' ? 'teal' : 'red';
  const root = document.createElement('div');
  root.className = 'm_66836ed3 mantine-Alert-root';
  root.id = id;
  root.setAttribute('role', kind === 'success' ? 'status' : 'alert');
  root.setAttribute('aria-describedby', `${id}-body`);
  root.style.cssText = [
    `--alert-bg:var(--mantine-color-${color}-light)`,
    `--alert-color:var(--mantine-color-${color}-light-color)`,
    '--alert-bd:calc(0.0625rem * var(--mantine-scale)) solid transparent',
    'max-width:calc(35rem * var(--mantine-scale))',
    kind === 'failure' ? 'margin-bottom:var(--mantine-spacing-md)' : '',
  ].join(';');
  if (kind === 'success') root.setAttribute('aria-labelledby', `${id}-title`);
  root.innerHTML =
    kind === 'success'
      ? `<div class="m_a5d60502 mantine-Alert-wrapper"><div class="m_667f2a6a mantine-Alert-icon">${CHECK_ICON}</div><div class="m_667c2793 mantine-Alert-body"><div class="m_6a03f287 mantine-Alert-title" style="color:var(--mantine-color-text)"><span id="${id}-title" class="m_698f4f23 mantine-Alert-label">Almost done</span></div><div id="${id}-body" class="m_7fa78076 mantine-Alert-message"></div></div></div>`
      : `<div class="m_a5d60502 mantine-Alert-wrapper"><div class="m_667c2793 mantine-Alert-body"><div id="${id}-body" class="m_7fa78076 mantine-Alert-message"></div></div></div>`;
  const text = root.querySelector<HTMLElement>('.mantine-Alert-message');
  if (text) text.textContent = message;
  return root;
}

export function enhanceSubscribeForm(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const field = input?.closest<HTMLElement>('.mantine-InputWrapper-root');
  const inputWrapper = input?.closest<HTMLElement>('.mantine-Input-wrapper');
  if (!input || !button || !field || !inputWrapper) return;
  const errorId = `${input.id}-error`;

  function setProblem(problem: string | null) {
    field?.querySelector(`#${CSS.escape(errorId)}`)?.remove();
    for (const el of [field, inputWrapper, input]) {
      if (problem) el?.setAttribute('data-error', 'true');
      else el?.removeAttribute('data-error');
    }
    input?.setAttribute('aria-invalid', String(!!problem));
    if (!problem) {
      input?.removeAttribute('aria-describedby');
      return;
    }
    input?.setAttribute('aria-describedby', errorId);
    const error = document.createElement('p');
    error.className = 'm_8f816625 mantine-InputWrapper-error mantine-TextInput-error';
    error.dataset.size = 'md';
    error.id = errorId;
    error.style.setProperty(
      '--input-error-size',
      'calc(var(--mantine-font-size-md) - calc(0.125rem * var(--mantine-scale)))',
    );
    error.textContent = problem;
    field?.append(error);
  }

  function setPending(pending: boolean) {
    button?.toggleAttribute('disabled', pending);
    if (pending) button?.setAttribute('data-loading', 'true');
    else button?.removeAttribute('data-loading');
  }

  input.addEventListener('input', () => {
    if (input.getAttribute('aria-invalid') === 'true') setProblem(null);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    form.querySelector('[data-subscribe-failure]')?.remove();
    const problem = newsletterEmailProblem(input.value);
    setProblem(problem);
    if (problem) return;
    setPending(true);
    let answer: Answer;
    try {
      answer = await postSubscription(input.value.trim());
    } catch {
      answer = { ok: false, status: 0, msg: NETWORK_FAILURE };
    }
    setPending(false);
    if (answer.ok) {
      form.replaceWith(alertElement('success', answer.msg, 'subscribe-done'));
    } else if (answer.status === 400) {
      setProblem(answer.msg);
    } else {
      const failure = alertElement('failure', answer.msg, 'subscribe-failure');
      failure.dataset.subscribeFailure = '';
      form.prepend(failure);
    }
  });
}
