import { Alert, AspectRatio, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { coursesTexts as t, type VideoEvent } from '@holdfast/shared/courses';

export const PLAYER_LOAD_TIMEOUT_MS = 15_000;

export interface VideoPlayerProps {
  /** The playable URL; null while it is being fetched. */
  src: string | null;
  /** The URL could not be obtained. */
  failed?: boolean;
  title: string;
  onEvent: (event: VideoEvent, currentTime: number, targetTime?: number) => void;
  loadTimeoutMs?: number;
}

/**
 * The native <video> element: the course files are plain webm/mp4 served with Range support, so the
 * browser's player gives seeking, captions, keyboard control and full screen with no extra download,
 * and its media events are exactly the analytics the spec asks for. 'Unable to setup video player with
 * video URL' shows when the URL fails, the media errors, or metadata never arrives.
 */
export function VideoPlayer({ src, failed = false, title, onEvent, loadTimeoutMs = PLAYER_LOAD_TIMEOUT_MS }: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [erroredSrc, setErroredSrc] = useState<string | null>(null);
  // The last position reached by playing; a seek reports it as the time it left from.
  const lastTime = useRef(0);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!src) return;
    lastTime.current = 0;
    const timer = window.setTimeout(() => setErroredSrc((current) => current ?? src), loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [src, loadTimeoutMs]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    const send = (event: VideoEvent, target?: number) => onEventRef.current(event, lastTime.current, target);
    const handlers: { [K in keyof HTMLVideoElementEventMap]?: () => void } = {
      loadedmetadata: () => setLoadedSrc(src),
      error: () => setErroredSrc(src),
      play: () => send('play'),
      pause: () => {
        if (!video.ended && !video.seeking) send('pause');
      },
      ended: () => send('end'),
      timeupdate: () => {
        if (!video.seeking) lastTime.current = video.currentTime;
      },
      seeking: () => send('seek', video.currentTime),
      seeked: () => {
        lastTime.current = video.currentTime;
      },
    };
    // One signal removes every listener when the source changes or the player goes.
    const listening = new AbortController();
    for (const [name, handle] of Object.entries(handlers)) video.addEventListener(name, handle, { signal: listening.signal });
    if (video.readyState >= 1) setLoadedSrc(src);
    return () => listening.abort();
  }, [src]);

  const loaded = src !== null && loadedSrc === src;
  if (failed || (src !== null && erroredSrc === src && !loaded)) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {t.videoPlayerFailure}
      </Alert>
    );
  }
  return (
    <AspectRatio
      ratio={16 / 9}
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', background: 'black', position: 'relative' }}
    >
      {src ? (
        <video
          ref={ref}
          src={src}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          data-testid="video-player"
          data-loaded={loaded ? 'true' : 'false'}
          style={{ width: '100%', height: '100%' }}
        />
      ) : (
        <Skeleton h="100%" role="status" aria-label="Loading video" />
      )}
    </AspectRatio>
  );
}
