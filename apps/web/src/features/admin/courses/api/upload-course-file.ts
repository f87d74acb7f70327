import { useMutation } from '@tanstack/react-query';
import { adminCoursesApiPaths as paths, type CourseFileUploaded } from '@holdfast/shared/admin';
import { apiUpload, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** POST admin/courses/uploads (multipart `file`), its progress reported 0–100. */
export function uploadCourseFile(v: { file: File; onProgress?: (percent: number) => void }): Promise<CourseFileUploaded> {
  const body = new FormData();
  body.append('file', v.file);
  return apiUpload<CourseFileUploaded>(paths.uploads, body, { onProgress: v.onProgress });
}

export function useUploadCourseFile() {
  return useMutation({
    mutationFn: uploadCourseFile,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) ? error.messages.join(' ') : 'Unable to upload the file'),
  });
}
