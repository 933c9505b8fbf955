// Keeps what a visitor typed into a text area before the page's JavaScript woke up.
//
// When React hydrates a server-rendered <textarea>, it sets the box's value back to the text the
// server wrote in it (react-dom's initTextarea: value = textContent when that is the default and
// not empty). It keeps what was typed into an <input> or chosen in a <select>, but not here. So a
// person who was sent back with their message kept (a refused post without JavaScript, a refused
// upload, a post being edited in the console) and changed it while a slow phone was still loading
// the scripts lost the change the moment the page became interactive.
//
// The hook notes the box's live value on the first render in the browser, follows every keystroke
// until React has finished with the box, then puts the noted value back if React replaced it.
import { useLayoutEffect, useState } from "react";

/** For the text area with this id: what was typed before hydration survives it. */
export function useKeepTypedText(id: string): void {
  // The lazy initial state runs once, on the first render, before React reaches the box itself.
  // It finds the server-rendered box (none on the server, and none when a link navigation renders
  // the box afresh, with nothing typed yet) and follows what is typed into it from now on.
  const [seen] = useState(() => {
    if (typeof document != "object") return;
    const box = document.getElementById(id);
    if (!(box instanceof HTMLTextAreaElement)) return;
    const seen = { box, value: box.value, note: () => (seen.value = box.value) };
    box.addEventListener("input", seen.note);
    return seen;
  });
  useLayoutEffect(() => {
    if (!seen) return;
    const { box, value, note } = seen;
    box.removeEventListener("input", note);
    // Only the box React adopted from the server's HTML (another page's box with the same id,
    // still on screen during a navigation, is left alone).
    if (document.getElementById(id) == box && box.value != value) box.value = value;
  }, [id, seen]);
}
