import { describe, expect, it } from 'vitest';
import { arrivedAt, resumePath, setResumePath } from './resume-path';

describe('resume path', () => {
  it('is kept until the member arrives there', () => {
    setResumePath('/accountability/requests');
    expect(resumePath()).toBe('/accountability/requests');
    arrivedAt('/dashboard');
    expect(resumePath()).toBe('/accountability/requests');
    arrivedAt('/accountability/requests');
    expect(resumePath()).toBeNull();
  });

  it('never leaves the app', () => {
    setResumePath('https://evil.example/');
    expect(resumePath()).toBeNull();
    setResumePath('//evil.example');
    expect(resumePath()).toBeNull();
  });
});
