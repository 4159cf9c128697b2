import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import QRCode from 'qrcode';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';

/** The session link as a QR code, drawn here (no network), big enough for a friend's camera at arm's length. */
export function SessionQrCode({ url, size = 240 }: { url: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((text) => {
      if (!gone) setSvg(text);
    });
    return () => {
      gone = true;
    };
  }, [url]);
  return (
    <Box
      role="img"
      aria-label={W.qrLabel}
      w={size}
      h={size}
      bg="white"
      style={{ borderRadius: 8 }}
      data-testid="session-qr"
      // The library's own SVG of the link: no user text in it but the link's characters as squares.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
