// The floating chat button (spec section 2): the messaging app's chat link for the business number
// with the prefilled message, in a new window. The tooltip text is also the link's accessible
// name; it shows on hover and on keyboard focus. Where the page's text reaches the screen's bottom
// right corner (phones, a desktop at 200 % zoom, larger text) the button sits with its words in a
// band of its own across the bottom of the screen instead, which no text passes beside and which the
// page ends above (app.css, .chat-band): with JavaScript or without. Where it
// floats, app/enhance/chat-button.ts adds the rest: Escape hides the tooltip (WCAG 1.4.13;
// data-dismissed), and while anything that must be seen lies beneath the button, it steps aside
// (data-covering: it fades out and takes no clicks; keyboard focus still shows it).
import { chatLink, frameCopy } from "#app/content/frame.ts";

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="currentColor">
      <path d="M16 3C8.8 3 3 8.5 3 15.3c0 2.5.8 4.8 2.2 6.8L3.8 28.4l6.6-1.7c1.7.8 3.6 1.2 5.6 1.2 7.2 0 13-5.5 13-12.3S23.2 3 16 3Zm0 22.5c-1.8 0-3.5-.4-5-1.2l-.4-.2-3.9 1 .9-3.7-.3-.4a9.6 9.6 0 0 1-1.8-5.7C5.5 9.9 10.2 5.6 16 5.6s10.5 4.3 10.5 9.7-4.7 10.2-10.5 10.2Zm5.7-7.4c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1a8.4 8.4 0 0 1-4.2-3.6c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-1-2.3c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.7s1.2 3.2 1.4 3.4c.2.2 2.4 3.6 5.8 5 2.1.9 3 1 4 .8.7-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.1-.3-.2-.6-.4Z" />
    </svg>
  );
}

/**
 * The chat in the header's row on a short screen (a laptop at 200 % zoom, a phone on its side),
 * where the header and a band of its own would take more than a fifth of the height: there the
 * band is not shown (app.css, `short`) and this one bar holds Call, Chat and Menu. The same link
 * and name as the band's button.
 */
export function HeaderChatLink() {
  return (
    <a
      href={chatLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${frameCopy.chat.tooltip} ${frameCopy.newWindow}`}
      className="hidden min-h-target min-w-target items-center justify-center gap-1.5 rounded-lg border-2 border-green-700 bg-green-700 px-2 text-lg font-semibold text-white no-underline hover:bg-green-800 short:inline-flex sm:px-3"
    >
      <span className="[&>svg]:size-6">
        <ChatIcon />
      </span>
      <span className="hidden min-[400px]:inline">{frameCopy.chat.short}</span>
    </a>
  );
}

export function ChatButton() {
  return (
    // A landmark of its own, so screen-reader users find it in the landmarks list. The white ring
    // keeps the button and its focus outline visible over dark bands such as the footer.
    <aside aria-label={frameCopy.chat.landmark} className="chat-dock print:hidden">
      <div aria-hidden="true" className="chat-spacer" />
      <div data-chat-band className="chat-band">
      <a
        data-module="chat-button"
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        className="chat-float group fixed right-4 bottom-4 z-30 inline-flex size-16 items-center justify-center rounded-full bg-green-700 text-white no-underline shadow-lg ring-2 ring-white transition-opacity hover:bg-green-800 focus-visible:outline-offset-2 data-covering:pointer-events-none data-covering:opacity-0 data-covering:focus-visible:pointer-events-auto data-covering:focus-visible:opacity-100"
      >
        <ChatIcon />
        {/* Hidden again by Escape (data-dismissed) until the pointer or focus leaves. */}
        <span className="chat-label pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-lg border-2 border-ink bg-white px-3 py-2 text-lg font-semibold whitespace-nowrap text-ink opacity-0 shadow-lg transition-opacity group-hover:pointer-events-auto group-hover:opacity-100 group-focus-visible:opacity-100 group-data-dismissed:pointer-events-none! group-data-dismissed:opacity-0!">
          {frameCopy.chat.tooltip}
          <span className="sr-only"> {frameCopy.newWindow}</span>
        </span>
      </a>
      </div>
    </aside>
  );
}
