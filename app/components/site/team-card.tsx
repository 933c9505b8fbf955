// One team member: their picture above, then name, role and a short biography. A drawn portrait
// fills the picture's frame; a photo stands in the same frame cropped to a portrait,
// upright and centred, its top kept (where a face is), whatever shape it was taken in.
import type { TeamMember } from "#app/content/shapes/home-about.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

export function TeamCard({ member }: { member: TeamMember }) {
  const photo = "photo" in member.image;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="p-6">
        <h3 className="text-xl font-bold text-ink">{member.name}</h3>
        <p className="font-semibold text-brand-700">{member.role}</p>
        <p className="mt-3 text-ink-muted">{member.bio}</p>
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. The frame,
          not the picture, is the flex item, so the order holds for a photo's <picture> too. */}
      <div className={`order-first aspect-[4/3] w-full ${photo ? "bg-brand-50" : ""}`}>
        {photo ? (
          <PictureView picture={member.image} className="mx-auto block aspect-[3/4] h-full w-auto object-[50%_20%]" sizes="(min-width: 1024px) 225px, (min-width: 640px) 28vw, 56vw" />
        ) : (
          <PictureView picture={member.image} className="block h-full w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
        )}
      </div>
    </article>
  );
}
