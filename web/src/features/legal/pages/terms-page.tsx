import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContactEmail } from '../components/contact-email';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const contact = <ContactEmail />;

const privacyLink = (
  <Anchor component={Link} to="/privacy-data-protection">
    Privacy and data protection
  </Anchor>
);

const sections: LegalSection[] = [
  {
    title: '1. About Spraybook and these terms',
    body: (
      <>
        <Text>
          Spraybook is a free app for finding, cataloguing and ticking climbing problems on spraywalls and
          training boards. You can browse walls and problems without an account. To add walls and problems,
          vote, tick, comment, keep lists or change settings you need to sign in.
        </Text>
        <Text>
          These terms are the agreement between you and us, the people who run Spraybook. By creating an
          account or using the app you accept them. How we handle personal data under the General Data
          Protection Regulation (EU) 2016/679 (GDPR) is described on the page {privacyLink}.
        </Text>
      </>
    ),
  },
  {
    title: '2. Who may use Spraybook',
    body: (
      <List spacing="xs">
        <List.Item>You must be 13 years or older to create an account.</List.Item>
        <List.Item>
          If you are 13 or older but younger than the age of digital consent in your country (the age at which
          you can agree to the processing of your personal data yourself, between 13 and 16 in the EU), you
          need the consent of a parent or guardian before you register (Art. 8 GDPR).
        </List.Item>
        <List.Item>
          Only private persons may register. Companies, clubs, gyms and other organisations cannot hold an
          account. A person who works for a gym may register, but the account is theirs personally.
        </List.Item>
        <List.Item>An account is personal: do not share it with others.</List.Item>
      </List>
    ),
  },
  {
    title: '3. Your account and signing in',
    body: (
      <>
        <Text>
          You sign in either with a username and password on our own sign-in page or through an external
          sign-in provider. Keep your password to yourself; you are responsible for what is done with your
          account. If you think someone else has used it, tell us at once at {contact}.
        </Text>
        <Text>
          Our membership list holds members&apos; usernames and display names, and the e-mail address of a
          member who chose to add one for account recovery: it is used only to send a password-reset link, and
          to confirm or protect that address when it changes.
        </Text>
        <Text>
          We use a session cookie to authenticate you, so that you stay signed in while you use the app. It is
          needed for signing in to work and is not used for tracking or advertising.
        </Text>
      </>
    ),
  },
  {
    title: '4. Your content',
    body: (
      <>
        <Text>
          Wall photos, problems, beta videos, comments and anything else you add to Spraybook remain yours. By
          adding them you give us a free, non-exclusive, worldwide licence to store, copy, resize and show
          them in the app for as long as they are in the app, so that other climbers can see and use them. We
          do not sell your content or use it for advertising.
        </Text>
        <Text>
          Walls and problems are shared work: other climbers build problems on a wall you added and tick
          problems you set. You can edit or remove what you have added. Content you add must be your own, or
          you must have the right to share it.
        </Text>
      </>
    ),
  },
  {
    title: '5. Photos of gym walls',
    body: (
      <>
        <Text>
          Before you upload a photo of a wall in a gym or other venue, make sure the gym allows it. Many gyms
          are happy for their boards to be shared, but it is their decision, and you need their permission.
        </Text>
        <Text>
          Take wall photos without people in them where you can. A photo in which a person can be recognised
          is personal data under the GDPR: you need their consent to upload it. If a gym or a person in a
          photo asks us to remove it, we will.
        </Text>
      </>
    ),
  },
  {
    title: '6. Prohibited conduct',
    body: (
      <>
        <Text>When you use Spraybook you must not:</Text>
        <List spacing="xs">
          <List.Item>
            break the law, or upload content that infringes someone else&apos;s copyright or other rights;
          </List.Item>
          <List.Item>harass, threaten, insult or discriminate against other people;</List.Item>
          <List.Item>post hateful, violent, sexual or otherwise offensive content;</List.Item>
          <List.Item>share other people&apos;s personal data without their permission;</List.Item>
          <List.Item>post spam, advertising or misleading content, or pretend to be someone else;</List.Item>
          <List.Item>
            manipulate grades, ratings, ticks or rankings, for example with false ticks or several accounts;
          </List.Item>
          <List.Item>
            try to get into other people&apos;s accounts, disturb the service, get around its limits, or
            collect data from it in bulk with automated tools.
          </List.Item>
        </List>
        <Text>
          We may remove content that breaks these rules and suspend or close accounts that break them,
          seriously or repeatedly. If you see something that breaks them, tell us at {contact}.
        </Text>
      </>
    ),
  },
  {
    title: '7. A free service, provided as is',
    body: (
      <>
        <Text>
          Spraybook is free. We provide it as is and as available: we do our best to keep it running and your
          data safe, but we cannot promise that it will always be available or free of errors, and we may
          change or stop features.
        </Text>
        <Text>
          Grades, ratings, descriptions and beta come from other climbers and may be wrong. Climbing carries a
          risk of injury; you climb at your own risk and are responsible for your own safety.
        </Text>
        <Text>
          To the extent Swedish law allows, we are not liable for indirect loss or for loss of content.
          Nothing in these terms limits rights you have as a consumer under mandatory law.
        </Text>
      </>
    ),
  },
  {
    title: '8. Deleting your account',
    body: (
      <>
        <Text>
          You can stop using Spraybook at any time, and delete your account yourself under Settings, Delete
          user (your right to erasure under Art. 17 GDPR). It removes at once your sign-in details (username,
          password, e-mail address, sessions), your profile (display name, profile picture, settings), who you
          follow and who follows you, your favourites, your to-do list, your private lists, private ticks and
          unpublished drafts. Walls you own pass to their longest-standing admin; without one they stay, owned
          by no one, when other climbers set or ticked climbs on them, and are otherwise deleted with their
          photos. Before that, Download my data gives you everything you put in.
        </Text>
        <Text>
          Published climbs, comments, replies, beta videos, public ticks and votes, and public lists you kept
          stay in the app so the walls remain useful to others; they are then shown as added by &apos;Deleted
          user&apos; and are no longer linked to you. If you want them removed as well, delete them before you
          delete your account, or write to us at {contact}. The {privacyLink} page explains what happens to
          your data.
        </Text>
        <Text>
          We may close an account that seriously or repeatedly breaks these terms. Where reasonable, we will
          tell you first and give you the chance to respond.
        </Text>
      </>
    ),
  },
  {
    title: '9. Applicable law and disputes',
    body: (
      <Text>
        These terms are governed by Swedish law. Disputes are settled by Swedish courts. Before going to
        court, please contact us at {contact}; most problems can be solved by talking to each other. If you
        are a consumer living in another EU country, you keep the protection that the mandatory consumer law
        of that country gives you.
      </Text>
    ),
  },
  {
    title: 'Changes',
    body: (
      <Text>
        We may update these terms when the app or the law changes. The date at the top shows when they last
        changed. If a change matters for your rights, we will tell you in the app before it takes effect. If
        you do not accept the new terms, you can stop using Spraybook and ask us to delete your account; if
        you keep using Spraybook after the change, the new terms apply.
      </Text>
    ),
  },
];

export function TermsPage() {
  return <LegalDocument title="Terms of use" updated="23 November 2026" sections={sections} />;
}
