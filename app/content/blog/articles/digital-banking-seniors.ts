// Article: safe digital banking (spec: safety practices with a 12-character minimum password, scam
// types, red flags, a step-by-step guide, and an example password masked at start behind a toggle).
import { contactLink } from "#app/core/links.ts";
import type { ArticleBody } from "#app/content/shapes/blog.ts";

export const article: ArticleBody = {
  slug: "digital-banking-seniors",
  keywords: ["digital banking for seniors", "online banking safety", "UPI fraud", "OTP scam", "strong password", "cyber fraud helpline 1930"],
  intro:
    "Banking on your phone saves trips to the branch and queues at the counter, and for many seniors it is now the easiest way to pay bills, send money to family and check a pension. It is also where fraudsters look for victims, and they often target older people. The good news is that a handful of habits stop almost every scam. This guide explains them, shows the tricks fraudsters use and the warning signs, and walks you through setting up mobile banking safely.",
  sections: [
    {
      id: "safety-practices",
      title: "Essential safety practices",
      blocks: [
        {
          kind: "list",
          style: "check",
          items: [
            { title: "Never share your OTP, PIN, CVV or password.", text: "Not with a caller, not in a message, not even with someone who says they are from your bank, the police or the RBI. Your bank will never ask for them." },
            { title: "Use a strong password of at least 12 characters.", text: "Longer is stronger. Use a different password for your bank than for anything else." },
            { title: "Turn on SMS and e-mail alerts.", text: "You will then hear about every transaction within seconds, and can act at once if one is not yours." },
            { title: "Install banking apps only from the official store.", text: "Open the bank's website or the app store yourself; never install an app from a link in a message." },
            { title: "Lock your phone.", text: "Use a PIN or fingerprint lock, and do not write the PIN on the phone or its cover." },
            { title: "Keep your phone and apps updated.", text: "Updates close the gaps that criminals use." },
            { title: "Bank on your own mobile data, not public Wi-Fi.", text: "Free Wi-Fi in cafés, stations and hospitals can be watched by others." },
            { title: "Check your passbook or statement every month.", text: "Look for any payment you do not recognise, however small." },
          ],
        },
      ],
    },
    {
      id: "passwords",
      title: "What a strong password looks like",
      blocks: [
        {
          kind: "paragraph",
          text: "A strong password is long, unusual and easy for you to remember. A good way to make one is to join three or four unrelated words with dashes and add a number. Avoid names, birthdays, phone numbers and words like 'password'. Press the button below to see an example.",
        },
        {
          kind: "password-demo",
          label: "Example password",
          example: "Jasmine-Kite-Monsoon-47",
          showLabel: "Show example password",
          hideLabel: "Hide example password",
          hiddenText: "hidden",
          noScriptNote: "The example stays hidden because JavaScript is turned off in your browser. It is four unrelated words joined by dashes, followed by a two-digit number.",
          caption: "This is only an illustration. Never use a password you have seen written anywhere, including this one.",
        },
        {
          kind: "callout",
          tone: "tip",
          title: "Remembering many passwords",
          text: "Write your passwords in a notebook that stays at home in a safe place, never on your phone or in your wallet. A trusted family member can help you set up a password manager app if you prefer.",
        },
      ],
    },
    {
      id: "scam-types",
      title: "Common scams aimed at seniors",
      blocks: [
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Fake KYC update",
              text: "A message or call says your account or SIM will be blocked today unless you update your KYC through a link or share an OTP. Banks update KYC at the branch or in their own app, never through a link in a text.",
            },
            {
              title: "Impostor bank calls",
              text: "A polite caller claims to be from your bank's fraud team and asks you to 'confirm' your card number, CVV or an OTP to stop a suspicious payment. Sharing them is exactly what lets the thief pay.",
            },
            {
              title: "UPI collect requests",
              text: "Someone buying your old furniture or offering a refund sends a request and asks you to enter your UPI PIN to 'receive' the money. Entering your PIN always sends money out of your account.",
            },
            {
              title: "Screen-sharing apps",
              text: "A 'customer care' agent asks you to install an app so they can help. Once installed, they can see your screen, read your OTPs and move your money.",
            },
            {
              title: "Fake helpline numbers",
              text: "Numbers found through internet searches or social media posts can belong to fraudsters. Use only the number on your card, passbook or the bank's official website.",
            },
            {
              title: "Prizes, jobs and 'digital arrest'",
              text: "A lottery you never entered, a pension bonus that needs a 'processing fee', or a video call from fake police saying you are under investigation and must transfer money. Real police never ask for money by phone.",
            },
          ],
        },
      ],
    },
    {
      id: "red-flags",
      title: "Red flags: when to stop and hang up",
      blocks: [
        {
          kind: "callout",
          tone: "caution",
          title: "Any one of these means it is probably a scam",
          items: [
            "You are asked for an OTP, PIN, CVV or password.",
            "You are told to act immediately or your account, pension or SIM will be blocked.",
            "You are asked to keep the call secret from your family or your bank.",
            "You are asked to install an app, click a link or scan a QR code to receive money.",
            "The caller knows some of your details and uses them to sound official.",
            "You have won a prize, refund or bonus you never applied for.",
            "Someone you met online asks for money, however good their reason.",
          ],
        },
        {
          kind: "paragraph",
          text: "When in doubt, hang up. Then call your bank yourself on the number printed on your card or passbook, or ask a family member to look at the message with you. A genuine matter will still be there tomorrow; a fraudster will not wait.",
        },
      ],
    },
    {
      id: "step-by-step",
      title: "Setting up mobile banking safely, step by step",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Visit your branch or call the official number",
              text: "Ask the bank to register your mobile number and enable mobile banking. Check that the mobile number on your account is your current one.",
            },
            {
              title: "Install the official app",
              text: "Open the app store on your phone, search for your bank's name and check the developer is the bank itself before installing.",
            },
            {
              title: "Register with your debit card",
              text: "Follow the app's steps alone, in a private place. You will receive an OTP by SMS: type it into the app, and never read it out to anyone.",
            },
            {
              title: "Create your login PIN and password",
              text: "Choose a strong password of at least 12 characters and a PIN that is not your birth year or 1234. Write them in your home notebook.",
            },
            {
              title: "Switch on alerts and set limits",
              text: "Turn on transaction alerts, and set a modest daily transfer limit in the app. You can raise it at the branch when you need to.",
            },
            {
              title: "Practise with a small amount",
              text: "Pay a small bill or send ₹10 to a family member, and check that the SMS alert and the balance match.",
            },
            {
              title: "Log out and lock the phone",
              text: "Close the banking app when you finish, and keep the phone locked when you are not using it.",
            },
          ],
        },
      ],
    },
    {
      id: "if-things-go-wrong",
      title: "If you think you have been cheated",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Call your bank immediately",
              text: "Use the number on your card or passbook, ask them to block your card and UPI, and note the complaint reference number.",
            },
            {
              title: "Call the cyber fraud helpline 1930",
              text: "This national helpline works to freeze money in transit. The sooner you call, the better the chance of recovering it. You can also report at cybercrime.gov.in.",
            },
            {
              title: "Change your passwords and PINs",
              text: "Start with banking and e-mail, using a phone you trust.",
            },
            {
              title: "Tell your family",
              text: "There is no shame in being targeted: these are professional criminals. Telling others also protects them.",
            },
          ],
        },
        {
          kind: "callout",
          tone: "fact",
          title: "Did You Know?",
          text: "Under Reserve Bank of India rules, a customer who reports an unauthorised electronic transaction caused by someone else's fraud within three working days is generally not liable for the loss. Reporting quickly matters.",
        },
      ],
    },
  ],
  related: ["technology-tips-for-elders", "social-connections-golden-years"],
  closing: {
    title: "Learn digital banking with people you trust",
    text: "Our small-group technology workshops cover UPI, mobile banking and staying safe from scams, using your own phone.",
    actions: [
      { label: "Join Workshop", href: contactLink("technology", "Digital banking workshop") },
      { label: "View All Classes", href: "/offerings/technology" },
    ],
  },
};
