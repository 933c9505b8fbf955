// The console lists' page links keep the list's filter, and the first page is the list's own address.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination.tsx";

const hrefs = (node: React.ReactNode) => [...renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("Pagination", () => {
  it("links the pages before and after, keeping the filter", () => {
    expect(hrefs(<Pagination page={2} pages={3} base="/admin/register" query="state=due&q=rao" />)).toEqual(["/admin/register?state=due&q=rao", "/admin/register?state=due&q=rao&page=3"]);
    expect(hrefs(<Pagination page={1} pages={2} base="/admin/audit" query="" />)).toEqual(["/admin/audit?page=2"]);
    expect(hrefs(<Pagination page={3} pages={3} base="/admin/members" query="status=new&page=3" />)).toEqual(["/admin/members?status=new&page=2"]);
  });

  it("shows nothing for a list of one page", () => {
    expect(renderToStaticMarkup(<MemoryRouter><Pagination page={1} pages={1} base="/admin/audit" query="" /></MemoryRouter>)).toBe("");
  });
});
