// A Reference ID exactly as issued, in the spec's format (for copying, and for the checks that read it).
/** The Reference ID exactly as issued (the spec's format, for copying and for the checks that read it). */
export function ExactReference({ reference }: { reference: string }) {
  return (
    <strong className="font-mono text-lg tracking-wide sm:text-xl">
      {/* Line breaks may fall after a hyphen, never inside the number or the code. */}
      {reference.split("-").map((part, i, parts) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              -<wbr />
            </>
          ) : null}
        </span>
      ))}
    </strong>
  );
}
