// Quoting for SQL the server writes itself (DuckDB and PostgreSQL quote alike): a name in double
// quotes, a text in single quotes, the quote inside doubled.

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
