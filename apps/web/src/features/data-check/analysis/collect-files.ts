// The images of a selection: files from an <input> (with or without webkitdirectory) or from a
// drop, where folders arrive as entries to walk. Only JPEG, DNG and TIFF are kept; names sort
// the way cameras number them (DJI_0009 before DJI_0010).

const IMAGE = /\.(jpe?g|dng|tiff?)$/i;

export function isImageName(name: string): boolean {
  return IMAGE.test(name);
}

export function sortImages(files: readonly File[]): File[] {
  const path = (f: File) =>
    (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
  return files
    .filter((f) => isImageName(f.name))
    .sort((a, b) => path(a).localeCompare(path(b), undefined, { numeric: true }));
}

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    const out: FileSystemEntry[] = [];
    const more = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) return resolve(out);
        out.push(...batch);
        more();
      }, reject);
    more();
  });
}

async function walk(entry: FileSystemEntry, out: File[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    out.push(file);
  } else if (entry.isDirectory) {
    for (const child of await readAll((entry as FileSystemDirectoryEntry).createReader())) {
      await walk(child, out);
    }
  }
}

/** The image files of a drop, walking dropped folders. */
export async function filesFromDrop(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((e): e is FileSystemEntry => Boolean(e));
  if (entries.length === 0) return sortImages([...data.files]);
  const out: File[] = [];
  for (const e of entries) await walk(e, out);
  return sortImages(out);
}
