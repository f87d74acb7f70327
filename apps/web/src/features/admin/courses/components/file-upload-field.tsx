import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { adminCoursesTexts as t } from '@holdfast/shared/admin';
import { useUploadCourseFile } from '../api/upload-course-file';

/**
 * A course file: the key it holds, and a button that uploads a new one (videos, PDFs, images; the
 * server reads the type from the bytes) with a progress bar, then holds the new key.
 */
export function FileUploadField({
  label,
  value,
  onChange,
  accept,
  error,
}: {
  label: string;
  value: string;
  onChange: (fileKey: string) => void;
  accept: string;
  error?: string | null;
}) {
  const upload = useUploadCourseFile();
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const start = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => onChange(answer.file_key),
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${id}-label`}>
        {label}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }} data-testid="file-key">
          {value || 'No file yet'}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconUpload size={14} />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-label`}
        >
          {t.upload}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={`${t.upload}: ${label}`}
          onChange={(e) => start(e.currentTarget.files?.[0])}
        />
      </Group>
      {progress !== null && <Progress value={progress} aria-label={t.uploading} animated size="lg" />}
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
