// The read floor of `scaffold lint`: one thread that lists the folders below a root and
// opens, reads and closes every `.swift` file in them, keeping nothing. Hidden folders
// (`.git`, `.build`) are skipped, as lint skips them. Prints the files and bytes read.
// Usage: read-floor ROOT
//
// With --write, the write floor of `scaffold fake`: one thread that makes the folder
// FOLDER (which must not exist), creates COUNT new files of BYTES bytes in it, each
// written once and closed, then flushes the file system once (`syncfs`, as scaffold
// flushes a batch). No writer that makes COUNT durable new files does less.
// Usage: read-floor --write FOLDER COUNT BYTES
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char buffer[1 << 20];
static long long bytes;
static long files;

static int isSwift(const char *name, size_t length) {
    return length > 6 && memcmp(name + length - 6, ".swift", 6) == 0;
}

static void readFile(const char *path) {
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0) return;
    ssize_t count;
    while ((count = read(descriptor, buffer, sizeof buffer)) > 0) bytes += count;
    close(descriptor);
    files += 1;
}

/// Reads the Swift files below `path`, whose first `length` bytes are the folder's path.
static void walk(char *path, size_t length) {
    DIR *folder = opendir(path);
    if (!folder) return;
    struct dirent *entry;
    while ((entry = readdir(folder))) {
        const char *name = entry->d_name;
        if (name[0] == '.') continue;
        size_t nameLength = strlen(name);
        if (length + nameLength + 2 > PATH_MAX) continue;
        path[length] = '/';
        memcpy(path + length + 1, name, nameLength + 1);
        unsigned char type = entry->d_type;
        if (type == DT_UNKNOWN) {
            struct stat status;
            if (stat(path, &status) == 0) type = S_ISDIR(status.st_mode) ? DT_DIR : (S_ISREG(status.st_mode) ? DT_REG : DT_UNKNOWN);
        }
        if (type == DT_DIR) {
            walk(path, length + 1 + nameLength);
        } else if (type == DT_REG && isSwift(name, nameLength)) {
            readFile(path);
        }
        path[length] = 0;
    }
    closedir(folder);
}

/// Creates `count` files of `size` bytes in the new folder `folder`, then flushes them.
static int writeFiles(const char *folder, long count, long size) {
    if (mkdir(folder, 0777) != 0) { perror(folder); return 2; }
    int directory = open(folder, O_RDONLY | O_DIRECTORY);
    if (directory < 0) { perror(folder); return 2; }
    if (size > (long)sizeof buffer) size = sizeof buffer;
    memset(buffer, 'x', (size_t)size);
    char name[64];
    for (long index = 0; index < count; index++) {
        snprintf(name, sizeof name, "File%ld.swift", index);
        int descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor < 0 || write(descriptor, buffer, (size_t)size) != size) { perror(name); return 2; }
        close(descriptor);
        bytes += size;
        files += 1;
    }
    if (syncfs(directory) != 0) { perror("syncfs"); return 2; }
    close(directory);
    printf("%ld files, %lld bytes written\n", files, bytes);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 5 && strcmp(argv[1], "--write") == 0) return writeFiles(argv[2], atol(argv[3]), atol(argv[4]));
    if (argc != 2) {
        fprintf(stderr, "usage: read-floor ROOT | read-floor --write FOLDER COUNT BYTES\n");
        return 2;
    }
    char path[PATH_MAX];
    size_t length = strlen(argv[1]);
    if (length >= PATH_MAX) return 2;
    memcpy(path, argv[1], length + 1);
    while (length > 1 && path[length - 1] == '/') path[--length] = 0;
    walk(path, length);
    printf("%ld files, %lld bytes\n", files, bytes);
    return 0;
}
