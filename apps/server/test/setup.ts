// Server tests run with quiet logs; each file builds its own app on a fresh database.
process.env.LOG_LEVEL ??= 'silent';
