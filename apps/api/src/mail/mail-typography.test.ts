import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { passwordResetMail } from "./mail-templates.ts";
import { CGV_ATTACHMENT_NAME, cgvPlainText } from "./order-mails.ts";
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

  it("typesets the CGV attached as text, and leaves a PDF attachment's bytes alone", () => {
    const cgv = cgvPlainText("## Article 8 : rétractation\n\nVous disposez de 14 jours ; voir [la FAQ](/faq) !", "https://cabas.example");
    const pdf = Buffer.from("%PDF-1.7 Total : 12 €", "latin1").toString("base64");
    const mail = typesetMail({
      to: "a@b.fr",
      subject: "s",
      text: "t",
      attachments: [
        { filename: CGV_ATTACHMENT_NAME, contentType: "text/plain; charset=utf-8", contentBase64: Buffer.from(cgv, "utf8").toString("base64") },
        { filename: "facture.pdf", contentType: "application/pdf", contentBase64: pdf },
      ],
    });
    const attached = Buffer.from(mail.attachments![0]!.contentBase64, "base64").toString("utf8");
    expect(attached).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(attached).toBe(
      "Article 8\u00A0: rétractation\n========================\n\nVous disposez de 14 jours\u202F; voir la FAQ (https://cabas.example/faq)\u202F!",
    );
    expect(mail.attachments![0]!.filename).toBe(CGV_ATTACHMENT_NAME);
    expect(mail.attachments![1]).toEqual({ filename: "facture.pdf", contentType: "application/pdf", contentBase64: pdf });
  });

  it("keeps a slot's hours and its en dash together (« samedi 28 novembre, 10 h – 12 h »), and a time « à 6 h 47 »", () => {
    const mail = typesetMail({ to: "a@b.fr", subject: "Livraison samedi 28 novembre, 10 h – 12 h", text: "Préparée à 6 h 47.", html: "<p>10 h – 12 h</p>" });
    expect(mail.subject).toBe("Livraison samedi 28 novembre, 10\u00A0h\u00A0– 12\u00A0h");
    expect(mail.text).toBe("Préparée à 6\u00A0h\u00A047.");
    expect(mail.html).toBe("<p>10\u00A0h\u00A0– 12\u00A0h</p>");
  });

  it("typesets an HTML body's text, never its attributes", () => {
    const mail = typesetMail({ to: "a@b.fr", subject: "s", text: "t", html: '<p style="a : b">Total : 12 €</p><a href="/x?y=1 ;">Voir !</a>' });
    expect(mail.html).toBe('<p style="a : b">Total\u00A0: 12\u00A0€</p><a href="/x?y=1 ;">Voir\u202F!</a>');
  });
});
