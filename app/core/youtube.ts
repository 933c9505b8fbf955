// A YouTube video as the operator gives it: the 11-character ID itself, or any of the addresses
// YouTube's Share button and browser bar show. Only the ID is stored; the site embeds it from
// youtube-nocookie.com when a visitor asks for it.

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com", "youtu.be", "www.youtu.be"]);

/** The video's ID from an ID or a YouTube address; undefined for anything else. */
export function youtubeIdOf(input: string): string | undefined {
  const text = input.trim();
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  if (!HOSTS.has(host)) return undefined;
  const parts = url.pathname.split("/").filter(Boolean);
  const candidate = host.endsWith("youtu.be")
    ? parts[0]
    : parts[0] === "watch"
      ? url.searchParams.get("v")
      : ["embed", "shorts", "live", "v"].includes(parts[0] ?? "")
        ? parts[1]
        : undefined;
  return candidate && ID.test(candidate) ? candidate : undefined;
}

/** The privacy-enhanced player for an ID, started at once (it is created only when the visitor asks). */
export function youtubeNocookieUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/** The ordinary watch address of a video, for the console's links. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
