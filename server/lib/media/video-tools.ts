import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The commands that make banner videos: Debian's ffmpeg package has both. */
export interface VideoCommands {
  ffmpeg: string;
  ffprobe: string;
}
export const DEFAULT_VIDEO_COMMANDS: VideoCommands = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

/** The encoders the outputs need: H.264 for the MP4, VP9 for the WebM, WebP for the posters. */
const NEEDED_ENCODERS = ['libx264', 'libvpx-vp9', 'libwebp'] as const;

export type VideoToolsCheck = { ok: true } | { ok: false; missing: string };

/**
 * Whether this machine can make banner videos: both commands answer and ffmpeg has every encoder.
 * Never throws: without ffmpeg the site runs, and only video uploads are refused.
 */
export async function checkVideoTools(commands: VideoCommands): Promise<VideoToolsCheck> {
  try {
    await run(commands.ffprobe, ['-version'], { timeout: 15_000 });
    const { stdout } = await run(commands.ffmpeg, ['-hide_banner', '-encoders'], { timeout: 15_000, maxBuffer: 4 * 1024 * 1024 });
    const missing = NEEDED_ENCODERS.filter((encoder) => !new RegExp(`\\s${encoder}\\s`).test(stdout));
    return missing.length === 0 ? { ok: true } : { ok: false, missing: `ffmpeg without ${missing.join(', ')}` };
  } catch (error) {
    return { ok: false, missing: error instanceof Error ? (error.message.split('\n')[0] ?? 'ffmpeg') : 'ffmpeg' };
  }
}

/** What ffprobe says of a clip: its length, and its picture as shown (a phone's rotation applied). */
export interface ProbedVideo {
  seconds: number;
  width: number;
  height: number;
}

export type ProbeOutcome = { kind: 'video'; video: ProbedVideo } | { kind: 'not-a-video' } | { kind: 'no-picture' };

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
}

/** Containers a phone's gallery sends: MP4/MOV (one demuxer in ffmpeg) and WebM/Matroska. */
const CONTAINERS = /(^|,)(mov|mp4|matroska|webm)(,|$)/;

/**
 * Reads a file's container and first video stream. A photo, a text, a sound-only file or bytes
 * ffprobe cannot read are no video; the container is judged by the bytes, never the name.
 */
export async function probeVideo(commands: VideoCommands, file: string): Promise<ProbeOutcome> {
  let json: ProbeJson;
  try {
    const { stdout } = await run(
      commands.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
    );
    json = JSON.parse(stdout) as ProbeJson;
  } catch {
    return { kind: 'not-a-video' };
  }
  if (!CONTAINERS.test(json.format?.format_name ?? '')) return { kind: 'not-a-video' };
  const stream = json.streams?.find((each) => each.codec_type === 'video' && !each.disposition?.attached_pic);
  if (!stream) return { kind: 'no-picture' };
  const seconds = Number(json.format?.duration ?? stream.duration);
  const width = stream.width ?? 0;
  const height = stream.height ?? 0;
  if (!Number.isFinite(seconds) || seconds <= 0 || width <= 0 || height <= 0) return { kind: 'not-a-video' };
  // A phone held upright stores a landscape picture and a rotation; ffmpeg turns it when decoding.
  const rotation = Math.abs(
    Number(stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0),
  );
  const turned = rotation % 180 === 90;
  return { kind: 'video', video: { seconds, width: turned ? height : width, height: turned ? width : height } };
}

/** An output file as ffprobe reads it back: for the tests and the budget check after a transcode. */
export interface ProbedOutput {
  codec: string;
  width: number;
  height: number;
  pixelFormat: string;
  audioStreams: number;
}

export async function probeOutput(commands: VideoCommands, file: string): Promise<ProbedOutput> {
  const { stdout } = await run(commands.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', file], {
    timeout: 60_000,
  });
  const streams = ((JSON.parse(stdout) as { streams?: Array<Record<string, unknown>> }).streams ?? []) as Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
  }>;
  const video = streams.find((stream) => stream.codec_type === 'video');
  return {
    codec: video?.codec_name ?? '',
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    pixelFormat: video?.pix_fmt ?? '',
    audioStreams: streams.filter((stream) => stream.codec_type === 'audio').length,
  };
}
