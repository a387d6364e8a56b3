// The link from an Exhibitor Passport help page to the screen it describes (issue 14).
import { Link } from 'react-router';

export function OpenInApp({ to, screen }: { to: string; screen: string }) {
  return (
    <p>
      <Link to={to}>Open {screen} in the Exhibitor Passport</Link>
    </p>
  );
}
