import { describe, expect, it } from 'vitest';
import { setResumePath, takeResumePath } from './resume-path';

describe('resume path', () => {
  it('is read once', () => {
    setResumePath('/accountability/requests');
    expect(takeResumePath('/dashboard')).toBe('/accountability/requests');
    expect(takeResumePath('/dashboard')).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    setResumePath('https://evil.example/');
    expect(takeResumePath('/dashboard')).toBe('/dashboard');
    setResumePath('//evil.example');
    expect(takeResumePath('/dashboard')).toBe('/dashboard');
  });
});
