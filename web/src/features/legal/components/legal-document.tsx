import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Human-readable date, e.g. '22 November 2026'. */
  updated: string;
  sections: LegalSection[];
}

/**
 * A static legal text: one h1, the date it was last changed, then one h2 per section,
 * so the heading outline stays valid for screen readers.
 */
export function LegalDocument({ title, updated, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py="xl" component="article">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="xs">
        Last updated: {updated}
      </Text>
      {sections.map((section, index) => {
        const headingId = `legal-section-${index + 1}`;
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <Title order={2} size="h3" mt="xl" mb="sm" id={headingId}>
              {section.title}
            </Title>
            <Stack gap="sm">{section.body}</Stack>
          </section>
        );
      })}
    </Container>
  );
}
