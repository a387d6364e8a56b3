// The environment, parsed once at boot. No other file reads process.env.
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v) || /^file:/.test(v), {
      message: 'must be memory://, file:<dir> or postgres://…',
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('MTI Portal <no-reply@mti-portal.example>'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: comma-separated addresses, subnets or
   * `loopback`/`linklocal`/`uniquelocal`. Unset: none, so a client cannot spoof its address.
   */
  TRUST_PROXY: z.string().trim().optional(),
  WEB_DIST: z.string().optional(),
  /** External single sign-on (OpenID Connect): all three, or none for the built-in sign-in page. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The e-mail tool's logout page, where cdslogout/callback sends the browser. */
  CDS_LOGOUT_URL: z.string().url().optional(),
  /** Per-IP limit on sign-in, admin sign-in and account-recovery calls, per minute (at least 60). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(60).default(120),
  /**
   * Reset-link and username-reminder mails to one address, per hour (each call counted on its own);
   * past it the answer is the same and no mail is queued.
   */
  RECOVERY_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /**
   * On SIGTERM, how long the server may take to answer the requests it has (ms); past it, it exits 1
   * and logs what it cut. Keep it below the orchestrator's own kill timeout.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often each instance looks for a newer analytics data load made elsewhere (ms); a minute by default. */
  ANALYTICS_VERSION_CHECK_MS: z.coerce.number().int().min(1_000).default(60_000),
  /**
   * How long, in seconds (at most 5), an instance reuses a session lookup and the launcher's
   * catalogue before reading the database again; 0 reads it on every request. A sign-out or
   * password change on another instance takes effect here within this time (decision 029).
   */
  CACHE_SECONDS: z.coerce.number().min(0).max(5).default(5),
  /** Bearer token that lets a non-loopback client read /metrics; unset, /metrics answers loopback only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Where OpenTelemetry traces go (an OTLP/HTTP collector: spans are posted to <this>/v1/traces);
   * unset, no tracing code is loaded at all (decision 036).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The service name on the spans. */
  OTEL_SERVICE_NAME: z.string().min(1).default('mti-portal'),
  /** The payment processor. `test` (the built-in gateway, no money moves) is the only one so far. */
  PAYMENT_GATEWAY: z.enum(['test']).optional(),
  /** `1` lets a production server take payments on the test gateway (a demo); anything else refuses. */
  ALLOW_TEST_PAYMENTS: z.enum(['0', '1']).default('0'),
  /** What an uploaded XLSX may unpack to, in bytes (a zip bomb is refused before it unpacks). */
  UPLOAD_MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  /** Rows an uploaded table may have (below its header row). */
  UPLOAD_MAX_ROWS: z.coerce.number().int().min(1).default(1_000_000),
  /** Bytes each user's files may take in My Files (Recently deleted not counted). */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),
  /** Analyses one user may run at once on this instance; more wait in a short queue, then 429. */
  ANALYTICS_QUERIES_PER_USER: z.coerce.number().int().min(1).max(8).default(2),
  /**
   * `1` serves /dev/mail, which shows every message the portal wrote to disk (reset links
   * included) to anyone. Off unless set; `npm run dev` and the demo `npm start` set it when
   * SMTP_URL is unset. Refused together with SMTP_URL (decision 026).
   */
  DEV_MAIL: z.enum(['0', '1']).default('0'),
  /** `1` serves PUT /api/contributions/test-clock, which sets the USMTO in Advance clock: end-to-end and API tests only. */
  CONTRIBUTIONS_CLOCK_CONTROL: z.enum(['0', '1']).default('0'),
  /** Tries of a pending refund the gateway could not be reached for before the task stops and fails it (decision 091). */
  REFUND_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(12),
  /** Passport campaign messages a second, per worker process; 0 sends as fast as the relay takes them (decision 043). */
  CAMPAIGN_SEND_RATE: z.coerce.number().min(0).max(10_000).default(100),
  /** The first retry of a campaign message the relay did not take (down, 4xx) waits this long (ms), each next one twice as long. */
  CAMPAIGN_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Attempts of a campaign message before it is failed. */
  CAMPAIGN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** How long a claimed campaign message may take to reach the relay's 250 before another worker sends it again (ms); the SMTP timeouts are kept well inside it. */
  CAMPAIGN_SEND_LEASE_MS: z.coerce.number().int().min(500).default(60_000),
  /** How often each instance looks for a running campaign whose sender stopped (ms). */
  CAMPAIGN_SWEEP_MS: z.coerce.number().int().min(200).default(30_000),
  /** Campaign messages one worker has in flight at once, each on its own pooled SMTP connection (decision 086). */
  CAMPAIGN_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(16).default(4),
  /** Sender jobs a campaign starts with: several workers (processes) can share one campaign. */
  CAMPAIGN_SENDER_JOBS: z.coerce.number().int().min(1).max(16).default(2),
  /** Regional event sign-on (decision 049): "marker=https-url,…"; unset, the four sample regional hosts. */
  EVENT_SIGNON_HOSTS: z.string().optional(),
  /** The shared secret of each event host that exchanges tokens: "marker=secret,…" (24+ characters each). */
  EVENT_SIGNON_SECRETS: z.string().optional(),
});

const OIDC_VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const set = OIDC_VARIABLES.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < OIDC_VARIABLES.length) {
    for (const name of OIDC_VARIABLES.filter((n) => env[n] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `must be set together with ${set.join(', ')}` });
    }
  }
  if (env.DEV_MAIL === '1' && env.SMTP_URL !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_MAIL'],
      message:
        'must not be 1 while SMTP_URL is set: mail goes to the relay, and the development mail viewer would show nothing real (unset DEV_MAIL or SMTP_URL)',
    });
  }
  // The test gateway approves the documented test cards and moves no money: a production server
  // uses it only when told to twice, so that a forgotten variable cannot take fake payments.
  if (env.NODE_ENV === 'production') {
    if (env.PAYMENT_GATEWAY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'must be set when NODE_ENV=production; the only gateway is `test` (no money moves), which also needs ALLOW_TEST_PAYMENTS=1',
      });
    } else if (env.PAYMENT_GATEWAY === 'test' && env.ALLOW_TEST_PAYMENTS !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_TEST_PAYMENTS'],
        message:
          'must be 1 to run the test payment gateway (PAYMENT_GATEWAY=test, no money moves) with NODE_ENV=production',
      });
    }
  }
});

export type Config = Readonly<
  Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'PAYMENT_GATEWAY' | 'DEV_MAIL'> & {
    PUBLIC_URL: string;
    /** Whether /dev/mail is served. */
    DEV_MAIL: boolean;
    /** Resolved: `test` by default outside production; production names it (checked above). */
    PAYMENT_GATEWAY: 'test';
    isProduction: boolean;
  }
>;

export class ConfigError extends Error {}

/** Parses an environment (process.env by default); throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return Object.freeze({
    ...c,
    PUBLIC_URL: c.PUBLIC_URL.replace(/\/+$/, ''),
    PAYMENT_GATEWAY: c.PAYMENT_GATEWAY ?? 'test',
    DEV_MAIL: c.DEV_MAIL === '1',
    isProduction: c.NODE_ENV === 'production',
  });
}
