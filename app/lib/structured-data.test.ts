import { describe, expect, it } from "vitest";
import { localBusinessJsonLd, organizationJsonLd, serializeJsonLd } from "./structured-data.ts";
import { site } from "#app/core/site.ts";

describe("site structured data", () => {
  it("describes the organisation with its customer-service contact point", () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      "@type": "Organization",
      name: site.brand,
      contactPoint: {
        "@type": "ContactPoint",
        telephone: site.phone.tel,
        contactType: "Customer Service",
        areaServed: "IN",
      },
      sameAs: [site.social.facebook, site.social.instagram],
    });
    expect(String(org.logo)).toMatch(/^https?:\/\/.+\/icon-512\.png$/);
  });

  it("gives the local business its address, opening hours and geo point", () => {
    expect(localBusinessJsonLd()).toMatchObject({
      "@type": "LocalBusiness",
      address: { "@type": "PostalAddress", postalCode: "560013", addressCountry: "IN" },
      openingHours: "Mo-Fr 09:00-18:00, Sa 09:00-13:00",
      geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    });
  });

  it("cannot be broken out of its script element", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script> & more" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json)).toMatchObject({
      "@context": "https://schema.org",
      name: "</script><script>alert(1)</script> & more",
    });
  });
});
