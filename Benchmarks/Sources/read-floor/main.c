// The read floor of `scaffold lint`: one thread that lists the folders below a root and
// opens, reads and closes every `.swift` file in them, keeping nothing. Hidden folders
// (`.git`, `.build`) are skipped, as lint skips them. Prints the files and bytes read.
// Usage: read-floor ROOT
//
// With --threads N, the same on N threads: each takes the next folder from one shared
// stack, lists it and reads its files, and puts its folders back (the floor of a reader
// that uses every core). Usage: read-floor --threads N ROOT
//
// With --leave-tests after N, folders whose name ends in `Tests` are not entered: the floor
// of a reader of an app's code, its tests aside (a new screen looks for its names there).
// Usage: read-floor --threads N --leave-tests ROOT
//
// With --write, the write floor of `scaffold fake`: one thread that makes the folder
// FOLDER (which must not exist), creates COUNT new files of BYTES bytes in it, each
// written once and closed, then flushes the file system once (`syncfs`, as scaffold
// flushes a batch). No writer that makes COUNT durable new files does less.
// Usage: read-floor --write FOLDER COUNT BYTES
#define _GNU_SOURCE
#include <dirent.h>
#include <pthread.h>
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

// MARK: - On several threads

static pthread_mutex_t queueLock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queueChanged = PTHREAD_COND_INITIALIZER;
static char **queue;
static long queued, queueCapacity, listing;
static int leaveTests;

static int isTestFolder(const char *name, size_t length) {
    return length >= 5 && memcmp(name + length - 5, "Tests", 5) == 0;
}

static void push(const char *path) {
    if (queued == queueCapacity) {
        queueCapacity = queueCapacity ? queueCapacity * 2 : 1024;
        queue = realloc(queue, (size_t)queueCapacity * sizeof *queue);
    }
    queue[queued++] = strdup(path);
}

/// Lists one folder: reads its Swift files, returns its folders in `found`.
static void listFolder(const char *folderPath, char ***found, long *foundCount, long *foundCapacity,
                       char *buffer, size_t bufferSize, long *filesRead, long long *bytesRead) {
    DIR *folder = opendir(folderPath);
    if (!folder) return;
    int descriptor = dirfd(folder);
    struct dirent *entry;
    char path[PATH_MAX];
    while ((entry = readdir(folder))) {
        const char *name = entry->d_name;
        if (name[0] == '.') continue;
        size_t nameLength = strlen(name);
        unsigned char type = entry->d_type;
        if (type == DT_UNKNOWN) {
            struct stat status;
            if (fstatat(descriptor, name, &status, 0) == 0) type = S_ISDIR(status.st_mode) ? DT_DIR : (S_ISREG(status.st_mode) ? DT_REG : DT_UNKNOWN);
        }
        if (type == DT_DIR) {
            if (leaveTests && isTestFolder(name, nameLength)) continue;
            if (snprintf(path, sizeof path, "%s/%s", folderPath, name) >= (int)sizeof path) continue;
            if (*foundCount == *foundCapacity) {
                *foundCapacity = *foundCapacity ? *foundCapacity * 2 : 64;
                *found = realloc(*found, (size_t)*foundCapacity * sizeof **found);
            }
            (*found)[(*foundCount)++] = strdup(path);
        } else if (type == DT_REG && isSwift(name, nameLength)) {
            int file = openat(descriptor, name, O_RDONLY);
            if (file < 0) continue;
            ssize_t count;
            while ((count = read(file, buffer, bufferSize)) > 0) *bytesRead += count;
            close(file);
            *filesRead += 1;
        }
    }
    closedir(folder);
}

static void *worker(void *unused) {
    (void)unused;
    size_t bufferSize = 1 << 16;
    char *buffer = malloc(bufferSize);
    char **found = NULL;
    long foundCount = 0, foundCapacity = 0, filesRead = 0;
    long long bytesRead = 0;
    pthread_mutex_lock(&queueLock);
    for (;;) {
        while (queued == 0 && listing > 0) pthread_cond_wait(&queueChanged, &queueLock);
        if (queued == 0) break;
        char *folder = queue[--queued];
        listing += 1;
        pthread_mutex_unlock(&queueLock);
        foundCount = 0;
        listFolder(folder, &found, &foundCount, &foundCapacity, buffer, bufferSize, &filesRead, &bytesRead);
        free(folder);
        pthread_mutex_lock(&queueLock);
        for (long index = 0; index < foundCount; index++) {
            push(found[index]);
            free(found[index]);
        }
        listing -= 1;
        if (foundCount > 0 || listing == 0) pthread_cond_broadcast(&queueChanged);
    }
    files += filesRead;
    bytes += bytesRead;
    pthread_mutex_unlock(&queueLock);
    free(found);
    free(buffer);
    return NULL;
}

/// Reads the Swift files below `root` on `count` threads.
static void walkOnThreads(const char *root, long count) {
    push(root);
    pthread_t threads[64];
    if (count > 64) count = 64;
    for (long index = 0; index < count; index++) pthread_create(&threads[index], NULL, worker, NULL);
    for (long index = 0; index < count; index++) pthread_join(threads[index], NULL);
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
    if ((argc == 4 || (argc == 5 && strcmp(argv[3], "--leave-tests") == 0)) && strcmp(argv[1], "--threads") == 0 && atol(argv[2]) > 0) {
        leaveTests = argc == 5;
        walkOnThreads(argv[argc - 1], atol(argv[2]));
        printf("%ld files, %lld bytes\n", files, bytes);
        return 0;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: read-floor ROOT | read-floor --threads N [--leave-tests] ROOT | read-floor --write FOLDER COUNT BYTES\n");
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
