// Plausible, unique form submissions for load and fault tests (field names as the forms post them).
export type FormKind = "contact" | "newsletter" | "member" | "volunteer";

const kinds: FormKind[] = ["contact", "newsletter", "member", "volunteer"];

export function sampleSubmission(n: number, runId = process.pid.toString(36)): { kind: FormKind; path: string; body: URLSearchParams } {
  const kind = kinds[n % kinds.length]!;
  const email = `bench-${runId}-${n}@example.org`;
  const body = new URLSearchParams();
  switch (kind) {
    case "contact":
      body.set("name", `Load Test ${n}`);
      body.set("email", email);
      body.set("phone", "+91 98450 12345");
      body.set("subject", "general");
      body.set("message", `Benchmark enquiry number ${n}: please ignore.`);
      return { kind, path: "/contact", body };
    case "newsletter":
      body.set("email", email);
      body.set("source", "blog");
      return { kind, path: "/blog", body };
    case "member":
      body.set("intent", "member");
      body.set("firstName", "Load");
      body.set("lastName", `Test ${n}`);
      body.set("email", email);
      body.set("phone", "+91 98450 12345");
      body.set("dateOfBirth", "1955-06-15");
      body.set("address", "12 Test Road");
      body.set("city", "Bangalore");
      body.set("emergencyContact", "Test Contact");
      body.set("emergencyPhone", "+91 98450 54321");
      body.append("interests", "Gardening");
      body.append("interests", "Reading Groups");
      body.set("membershipType", "basic");
      return { kind, path: "/join-us", body };
    case "volunteer":
      body.set("intent", "volunteer");
      body.set("firstName", "Load");
      body.set("lastName", `Test ${n}`);
      body.set("email", email);
      body.set("phone", "+91 98450 12345");
      body.set("address", "12 Test Road");
      body.set("city", "Bangalore");
      body.append("skills", "Cooking");
      body.append("availability", "monday-morning");
      body.set("motivation", "I would like to help on weekday mornings.");
      body.set("preferredArea", "any");
      body.set("backgroundCheck", "on");
      return { kind, path: "/join-us", body };
  }
}
