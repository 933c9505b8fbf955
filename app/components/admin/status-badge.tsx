// A record's or a mail's status as a word in a bordered pill. The word carries the meaning; the
// colour only helps the eye find what needs attention.
const tones: Record<string, string> = {
  pending: "border-amber-700 bg-amber-50 text-amber-900",
  new: "border-amber-700 bg-amber-50 text-amber-900",
  in_progress: "border-blue-700 bg-blue-50 text-blue-900",
  approved: "border-green-700 bg-green-50 text-green-900",
  resolved: "border-green-700 bg-green-50 text-green-900",
  active: "border-green-700 bg-green-50 text-green-900",
  awaiting: "border-amber-700 bg-amber-50 text-amber-900",
  confirmed: "border-green-700 bg-green-50 text-green-900",
  sent: "border-green-700 bg-green-50 text-green-900",
  spam: "border-red-700 bg-red-50 text-red-900",
  dead: "border-red-700 bg-red-50 text-red-900",
  paid: "border-green-700 bg-green-50 text-green-900",
  due: "border-amber-700 bg-amber-50 text-amber-900",
  lapsed: "border-red-700 bg-red-50 text-red-900",
  void: "border-red-700 bg-red-50 text-red-900",
  unpaid: "border-amber-700 bg-amber-50 text-amber-900",
  part: "border-amber-700 bg-amber-50 text-amber-900",
  "refund-due": "border-red-700 bg-red-50 text-red-900",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-block rounded-full border-2 px-3 py-0.5 text-base font-semibold sm:whitespace-nowrap ${tones[status] ?? "border-stone-600 bg-stone-50 text-ink"}`}>
      {label}
    </span>
  );
}
