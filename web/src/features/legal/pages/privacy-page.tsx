import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContactEmail } from '../components/contact-email';
import { GeocoderNotice, GeocoderRecipient } from '../components/geocoder-notice';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const contact = <ContactEmail />;

const termsLink = (
  <Anchor component={Link} to="/terms-of-use">
    Terms of use
  </Anchor>
);

const sections: LegalSection[] = [
  {
    title: '1. Who is responsible for your data',
    body: (
      <>
        <Text>
          Spraybook is a free app for finding, cataloguing and ticking problems on spraywalls and training
          boards. We, the people who run Spraybook, are the controller of the personal data processed in the
          app under the General Data Protection Regulation (EU) 2016/679 (GDPR). You can reach us about
          anything on this page at {contact}.
        </Text>
        <Text>
          This page explains what we process, why, for how long, and what rights you have. The rules for using
          the app are in the {termsLink}.
        </Text>
      </>
    ),
  },
  {
    title: '2. What data we process',
    body: (
      <>
        <Text>You can browse without an account. When you sign in and use the app, we process:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Your account.</strong> With our built-in sign-in: your username and a hash of your
            password (never the password itself). With an external sign-in provider: the identifier that
            provider gives us for you. To block password guessing we also record failed sign-in attempts (the
            username tried and the IP address).
          </List.Item>
          <List.Item>
            <strong>An e-mail address, only if you give one.</strong> With the built-in sign-in you may add an
            address in Settings, solely so we can send you a password-reset link if you forget your password
            (account recovery). It is never shown to anyone and used for nothing else but the mails that keep
            it yours: a link to confirm a new address (kept as a fingerprint for 24 hours), and a notice to
            the previous address when it is changed or removed, with a link to undo that, which keeps the
            previous address for 7 days. When you ask for a link we keep, for one day, that a request was made
            for the address, the account and your network, to stop abuse; the link itself is stored only as a
            fingerprint and stops working after 30 minutes or its first use.
          </List.Item>
          <List.Item>
            <strong>Your profile.</strong> Display name, profile picture, default grade system and app
            settings.
          </List.Item>
          <List.Item>
            <strong>Walls you add.</strong> Name, gym, description, and coordinates and an address only if you
            choose to set the wall&apos;s location; wall photos and the holds marked on them.
          </List.Item>
          <List.Item>
            <strong>Your activity.</strong> Climbs you set; your votes on grades, ratings, tags and broken
            holds; your ascents (ticks) with date, type, attempts, notes and whether the tick is public or
            private; comments and replies; links to beta videos; favourite walls; the users you follow; your
            to-do list and your lists of climbs.
          </List.Item>
          <List.Item>
            <strong>Technical data.</strong> Server logs with IP address, time, the address requested and the
            browser type, which we need to run the service and keep it secure.
          </List.Item>
        </List>
        <Text>We do not ask for, and do not want, sensitive data such as health information.</Text>
      </>
    ),
  },
  {
    title: '3. Photos and location',
    body: (
      <>
        <Text>
          Photos often carry hidden metadata, such as the camera model, the time the photo was taken and the
          GPS location. We strip all embedded metadata, including the GPS location, from every photo you
          upload, wall photos and profile pictures alike, before we store it. Only the image itself is kept.
        </Text>
        <Text>
          A wall gets coordinates only when you choose to set its location; the wall is then shown on the map.
          The app may read the location from a photo on your own device to suggest it, but it is stored only
          if you set it.
        </Text>
        <Text>
          Maps are drawn with map tiles loaded from OpenStreetMap&apos;s tile servers. When you look at a map,
          your browser fetches the tiles from them directly, so your IP address and the map area reach
          OpenStreetMap. See the{' '}
          <Anchor
            href="https://osmfoundation.org/wiki/Privacy_Policy"
            target="_blank"
            rel="noopener noreferrer"
          >
            OpenStreetMap Foundation privacy policy
          </Anchor>
          .
        </Text>
        <GeocoderNotice />
      </>
    ),
  },
  {
    title: '4. Cookies and local storage',
    body: (
      <>
        <Text>We use only what the app needs to work, and nothing for advertising or tracking:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Session cookie of the sign-in provider.</strong> Keeps you signed in with the provider.
            Our built-in sign-in sets it when you sign in; it lasts at most 14 days or until you sign out. An
            external sign-in provider sets its own cookies under its own privacy policy.
          </List.Item>
          <List.Item>
            <strong>Sign-in session in local storage.</strong> The tokens that let the app act for you are
            kept in your browser&apos;s local storage until you sign out or they expire.
          </List.Item>
          <List.Item>
            <strong>Your cookie-consent choice</strong> in local storage, remembered for 150 days so we do not
            ask again.
          </List.Item>
          <List.Item>
            <strong>Display preferences</strong> in local storage, such as light or dark mode, colour-blind
            mode and how holds are shown. These never leave your device.
          </List.Item>
        </List>
        <Text>
          The installed app also keeps its own program files in your browser&apos;s cache so it can start
          quickly and offline. You can clear all of this in your browser&apos;s settings; you will then be
          signed out.
        </Text>
      </>
    ),
  },
  {
    title: '5. Why we process your data and on what legal basis',
    body: (
      <List spacing="xs">
        <List.Item>
          <strong>To provide the app you signed up for</strong> (your account and profile, walls, climbs,
          votes, ticks, comments, beta videos, follows, favourites and lists): performance of our agreement
          with you, Art. 6(1)(b) GDPR.
        </List.Item>
        <List.Item>
          <strong>To keep the service secure and working</strong> (server logs, blocking password guessing,
          stopping abuse): our legitimate interest in a safe and reliable service, Art. 6(1)(f) GDPR.
        </List.Item>
        <List.Item>
          <strong>To keep walls and problems useful after an account is deleted</strong> (contributions shown
          as by &apos;Deleted user&apos;): our and other climbers&apos; legitimate interest in a complete
          shared catalogue, Art. 6(1)(f) GDPR. You can object to this, see section 8.
        </List.Item>
        <List.Item>
          <strong>To answer you when you write to us:</strong> our legitimate interest in handling your
          questions, Art. 6(1)(f) GDPR.
        </List.Item>
      </List>
    ),
  },
  {
    title: '6. Who can see your data and who we share it with',
    body: (
      <>
        <Text>
          Spraybook is a community app. Your display name, profile picture, the walls, climbs, comments and
          beta videos you add, your public ticks, who you follow and who follows you, and your to-do list can
          be seen by other users and by visitors who are not signed in. Ticks you mark as private are not
          shown to others as your ticks.
        </Text>
        <Text>
          We do not sell your data. We do not use third-party advertising, analytics or tracking. We share
          data only with the services needed to run the app:
        </Text>
        <List spacing="xs">
          <List.Item>
            our hosting and storage providers, who process data for us under data processing agreements and
            only on our instructions;
          </List.Item>
          <List.Item>the external sign-in provider, if you choose to sign in with one;</List.Item>
          <List.Item>
            OpenStreetMap&apos;s tile servers, which receive your IP address when you view a map;
          </List.Item>
          <GeocoderRecipient />
          <List.Item>
            YouTube and Instagram, for beta videos: a video embed loads content from that service only when
            the video is shown, and the service then receives your IP address and may set its own cookies
            under its own privacy policy;
          </List.Item>
          <List.Item>authorities, when the law requires us to.</List.Item>
        </List>
      </>
    ),
  },
  {
    title: '7. Where your data is stored and for how long',
    body: (
      <>
        <Text>
          Your data is stored on servers in the European Union. When you view a map or a beta video, your
          browser contacts OpenStreetMap, YouTube or Instagram directly, and they may process your data
          outside the EU under their own terms.
        </Text>
        <List spacing="xs">
          <List.Item>Account, profile and activity: as long as you have an account.</List.Item>
          <List.Item>
            When you delete your account (Settings, Delete user), at once and in one step: your username,
            password hash, e-mail address and every session; your display name, profile picture and settings;
            who you follow and who follows you, your favourite walls, your to-do list, your private lists,
            your private ticks and unpublished drafts. What you gave the community stays, shown as by
            &apos;Deleted user&apos; and no longer linked to a profile: published climbs, comments, replies,
            beta videos, public ticks and votes, and public lists you kept for a wall. Walls you own pass to
            their longest-standing admin; a wall without admins stays, owned by no one, when other climbers
            set or ticked climbs on it, and is otherwise deleted with its photos.
          </List.Item>
          <List.Item>Failed sign-in attempts: about one day.</List.Item>
          <List.Item>
            Server logs: kept briefly, no longer than 30 days, unless we need them to investigate a specific
            security incident.
          </List.Item>
          <List.Item>Sign-in session cookie: at most 14 days, or until you sign out.</List.Item>
          <List.Item>Cookie-consent choice: 150 days in your browser.</List.Item>
          <List.Item>E-mails you send us: as long as needed to handle your question.</List.Item>
        </List>
      </>
    ),
  },
  {
    title: '8. Your rights',
    body: (
      <>
        <Text>Under the GDPR you have the right to:</Text>
        <List spacing="xs">
          <List.Item>get a copy of the personal data we hold about you (access, Art. 15);</List.Item>
          <List.Item>have incorrect data corrected (rectification, Art. 16);</List.Item>
          <List.Item>have your data deleted (erasure, Art. 17);</List.Item>
          <List.Item>have the processing of your data limited (restriction, Art. 18);</List.Item>
          <List.Item>
            receive the data you gave us in a machine-readable format, or have it sent to another service
            (data portability, Art. 20);
          </List.Item>
          <List.Item>
            object to processing that we base on our legitimate interest (objection, Art. 21).
          </List.Item>
        </List>
        <Text>
          You can change your profile, delete walls you added and delete your account in the app yourself.
          Settings also has Download my data: a ZIP file with everything you put in (JSON) and your ticks as a
          CSV logbook (access, Art. 15, and portability, Art. 20). For anything else, write to {contact}
          with your username. We answer within one month and do not charge for it.
        </Text>
        <Text>
          If you think we handle your data wrongly, you have the right to lodge a complaint with the Swedish
          Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), Art. 77 GDPR, at{' '}
          <Anchor href="https://www.imy.se" target="_blank" rel="noopener noreferrer">
            www.imy.se
          </Anchor>
          , or with the data protection authority where you live or work.
        </Text>
      </>
    ),
  },
  {
    title: '9. Children and contact',
    body: (
      <>
        <Text>
          You must be 13 or older to have an account. If you are younger than the age of digital consent in
          your country, your parent or guardian must consent to your use of Spraybook (Art. 8 GDPR). If you
          believe a child under 13 has an account, tell us and we will delete it.
        </Text>
        <Text>Questions about privacy, or requests to use your rights: {contact}.</Text>
      </>
    ),
  },
  {
    title: 'Changes',
    body: (
      <Text>
        We update this page when the app or the way we process data changes. The date at the top shows when it
        last changed. If a change matters for how your data is used, we will tell you in the app before it
        takes effect.
      </Text>
    ),
  },
];

export function PrivacyPage() {
  return <LegalDocument title="Privacy and data protection" updated="23 November 2026" sections={sections} />;
}
