// The page a one-time link opens once it no longer works (a used or expired password reset link, a
// setup link after the first account): what happened, in the caller's words, and the one way on.
import { Link } from "react-router";
import { consoleButton } from "./buttons.ts";

export function LinkGone({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-lg">{text}</p>
      <p className="mt-6">
        <Link to={to} className={consoleButton.primary}>
          {action}
        </Link>
      </p>
    </div>
  );
}
