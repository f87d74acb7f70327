#!/usr/bin/env node
// The native wrapper's check (.ci/run, docs/areas/native.md): `cap sync` succeeds on the built web app
// (apps/web/dist, built first when missing), leaves the committed android/ and ios/ projects as they are
// (a plugin added without committing the sync's output fails here), and the projects ask for what
// Capacitor 8 needs: Android minSdk 24, compileSdk and targetSdk 36 (android/variables.gradle), iOS 15.0
// (the Xcode project's IPHONEOS_DEPLOYMENT_TARGET and the Swift package's platforms).
// Native builds (Gradle, Xcode) cannot run here; the README says how to build them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const CAPACITOR_8 = { minSdk: 24, compileSdk: 36, targetSdk: 36, ios: 15 };

/** The Android SDK levels in android/variables.gradle's ext block. */
export function androidLevels(gradle) {
  const level = (name) => {
    const m = gradle.match(new RegExp(`\\b${name}\\s*=\\s*(\\d+)`));
    return m ? Number(m[1]) : null;
  };
  return { minSdk: level('minSdkVersion'), compileSdk: level('compileSdkVersion'), targetSdk: level('targetSdkVersion') };
}

/** Every IPHONEOS_DEPLOYMENT_TARGET of the Xcode project, and the Swift package's `.iOS(.vN)`. */
export function iosTargets(pbxproj, packageSwift) {
  const targets = [...pbxproj.matchAll(/IPHONEOS_DEPLOYMENT_TARGET = ([\d.]+);/g)].map((m) => Number.parseFloat(m[1]));
  const spm = packageSwift.match(/\.iOS\(\.v(\d+)\)/);
  return { xcode: targets, spm: spm ? Number(spm[1]) : null };
}

/** The problems found, one line each (none: all good). */
export function nativeProblems({ gradle, pbxproj, packageSwift }) {
  const problems = [];
  const a = androidLevels(gradle);
  if (a.minSdk !== CAPACITOR_8.minSdk) problems.push(`android minSdkVersion is ${a.minSdk}, Capacitor 8 needs ${CAPACITOR_8.minSdk}`);
  if (a.compileSdk === null || a.compileSdk < CAPACITOR_8.compileSdk)
    problems.push(`android compileSdkVersion is ${a.compileSdk}, Capacitor 8 needs ${CAPACITOR_8.compileSdk}`);
  if (a.targetSdk === null || a.targetSdk < CAPACITOR_8.targetSdk)
    problems.push(`android targetSdkVersion is ${a.targetSdk}, Capacitor 8 needs ${CAPACITOR_8.targetSdk}`);
  const i = iosTargets(pbxproj, packageSwift);
  if (i.xcode.length === 0) problems.push('ios: no IPHONEOS_DEPLOYMENT_TARGET in the Xcode project');
  for (const t of i.xcode) if (t !== CAPACITOR_8.ios) problems.push(`ios deployment target ${t}, Capacitor 8 needs ${CAPACITOR_8.ios}.0`);
  if (i.spm !== CAPACITOR_8.ios) problems.push(`ios Package.swift platform is .v${i.spm}, Capacitor 8 needs .v${CAPACITOR_8.ios}`);
  return problems;
}

function main() {
  const env = { ...process.env, CAPACITOR_TELEMETRY: 'false', CI: 'true' };
  const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
  if (!existsSync('apps/web/dist/index.html') && run('npm', ['run', 'build', '-w', '@holdfast/web']) !== 0) {
    console.error('[native] the web build failed');
    return 1;
  }
  if (run('npx', ['cap', 'sync']) !== 0) {
    console.error('[native] cap sync failed');
    return 1;
  }
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
  // Files the sync rewrote or added beside what git holds (its own outputs are in the projects' .gitignore).
  const changed = [
    git(['diff', '--name-only', '--', 'android', 'ios']),
    git(['ls-files', '--others', '--exclude-standard', '--', 'android', 'ios']),
  ]
    .filter(Boolean)
    .join('\n');
  const problems = nativeProblems({
    gradle: readFileSync('android/variables.gradle', 'utf8'),
    pbxproj: readFileSync('ios/App/App.xcodeproj/project.pbxproj', 'utf8'),
    packageSwift: readFileSync('ios/App/CapApp-SPM/Package.swift', 'utf8'),
  });
  if (changed) problems.push(`cap sync changed the committed native projects (run npm run native:sync and commit):\n${changed}`);
  for (const p of problems) console.error(`[native] ${p}`);
  if (problems.length === 0) console.log('[native] cap sync succeeded; android minSdk 24, target 36; iOS 15.0: as Capacitor 8 needs');
  return problems.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
