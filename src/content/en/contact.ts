/**
 * English text of /en/contact. The Icelandic paragraph is written in the
 * page itself (src/web/pages/contact-page.tsx); the e-mail address comes from
 * the site's configuration in both languages.
 */
export const contactIntroEn: string =
  "Do you know a great route, event or campsite that belongs on the site, have you found a mistake or do you have a question? Drop us an e-mail and we will look into it.";
