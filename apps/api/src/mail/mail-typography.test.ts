import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { passwordResetMail } from "./mail-templates.ts";
import { typesetMail } from "./mail-typography.ts";

describe("typesetMail", () => {
  it("sets the subject and text with no-break spaces, and leaves the link and the address alone", () => {
    const link = "https://cabas.example/authentification?reset=abc:def";
    const mail = typesetMail(passwordResetMail("lea@example.fr", "Léa", link, 30));
    expect(mail.text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(mail.text).toContain("ne sert qu'une fois\u00A0:");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.to).toBe("lea@example.fr");
    expect(typesetMail({ to: "a@b.fr", subject: "Bienvenue !", text: "" }).subject).toBe("Bienvenue\u202F!");
  });

  it("typesets an HTML body's text, never its attributes", () => {
    const mail = typesetMail({ to: "a@b.fr", subject: "s", text: "t", html: '<p style="a : b">Total : 12 €</p><a href="/x?y=1 ;">Voir !</a>' });
    expect(mail.html).toBe('<p style="a : b">Total\u00A0: 12\u00A0€</p><a href="/x?y=1 ;">Voir\u202F!</a>');
  });
});
