// One team member: placeholder portrait, name, role and a short biography.
import type { TeamMember } from "#app/content/schema/pages.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="p-6">
        <h3 className="text-xl font-bold text-ink">{member.name}</h3>
        <p className="font-semibold text-brand-700">{member.role}</p>
        <p className="mt-3 text-ink-muted">{member.bio}</p>
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. */}
      <PictureView picture={member.image} className="order-first aspect-[4/3] w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
    </article>
  );
}
