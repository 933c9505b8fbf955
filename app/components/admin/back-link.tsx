// The console's way back from a page to the list it came from: a link with its arrow on its own
// line above the heading (not printed).
import { Link } from "react-router";
import { consoleLink } from "./buttons.ts";

export function BackLink({ to, label, className = "" }: { to: string; label: string; className?: string }) {
  return (
    <p className={className}>
      <Link to={to} className={consoleLink}>
        <span aria-hidden="true">←&nbsp;</span>
        {label}
      </Link>
    </p>
  );
}
