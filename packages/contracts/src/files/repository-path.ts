// Paths of the file repository (spec §7): stored and listed with '/' (`/home/{timss_customer}/a.csv`),
// written in URLs with ':' instead (`:home:{timss_customer}:a.csv`). The home folder is named by
// the user's timss_customer.

/** `/home/000100101` for timss_customer 000100101. */
export function homeFolderPath(timssCustomer: string): string {
  return `/home/${timssCustomer}`;
}

/** `/home/u/a b.csv` → `:home:u:a b.csv` (the URL form; encode it with encodeRepositoryPath). */
export function toColonPath(slashPath: string): string {
  return slashPath.replace(/\//g, ':');
}

/** `:home:u:a.csv` → `/home/u/a.csv`. */
export function toSlashPath(colonPath: string): string {
  return colonPath.replace(/:/g, '/');
}

/** The colon form, each name percent-encoded, ready to put in a URL path. */
export function encodeRepositoryPath(slashPath: string): string {
  return slashPath
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join(':');
}

/** The folder a path sits in: `/home/u/r/a.csv` → `/home/u/r`. */
export function parentPathOf(slashPath: string): string {
  const cut = slashPath.lastIndexOf('/');
  return cut > 0 ? slashPath.slice(0, cut) : '/';
}
