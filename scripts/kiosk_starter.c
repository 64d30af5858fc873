/* The kiosk's one-file starter (issue 33), compiled by scripts/build_bundle.py.
 *
 * dist/marketplace is [this program][the kiosk folder as .tar.gz][trailer]. The first start of
 * a version unpacks the folder once into a per-version cache ($MARKETPLACE_CACHE_DIR, else
 * $XDG_CACHE_HOME/marketplace, else ~/.cache/marketplace, then /<version>); every start then
 * runs <cache>/<version>/marketplace with the same arguments. Unpacking goes to a private
 * temporary folder that is renamed into place only when complete, so an interrupted first
 * start leaves nothing half-unpacked behind.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAGIC "MKTKIOSK"
#define DAY (24 * 3600)
#define UNUSED_DAYS 7 /* a version nobody started for this long is removed */

struct trailer { /* little-endian, written by build_bundle.py as struct "<QQ24s8s" */
    uint64_t offset;
    uint64_t size;
    char version[24];
    char magic[8];
};

static int cache_root(char *out, size_t n) {
    const char *dir = getenv("MARKETPLACE_CACHE_DIR");
    if (dir && *dir) return snprintf(out, n, "%s", dir) < (int)n ? 0 : -1;
    const char *xdg = getenv("XDG_CACHE_HOME");
    if (xdg && *xdg) return snprintf(out, n, "%s/marketplace", xdg) < (int)n ? 0 : -1;
    const char *home = getenv("HOME");
    if (!home || !*home) return -1;
    return snprintf(out, n, "%s/.cache/marketplace", home) < (int)n ? 0 : -1;
}

static int make_dirs(const char *path) {
    char part[PATH_MAX];
    snprintf(part, sizeof part, "%s", path);
    for (char *p = part + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(part, 0700) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    return mkdir(part, 0700) == 0 || errno == EEXIST ? 0 : -1;
}

static int wait_for(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void remove_tree(const char *path) {
    pid_t pid = fork();
    if (pid == 0) {
        execlp("rm", "rm", "-rf", path, (char *)NULL);
        _exit(127);
    }
    if (pid > 0) wait_for(pid);
}

static int is_version(const char *name) {
    size_t n = strlen(name);
    for (size_t i = 0; i < n; i++)
        if (!isxdigit((unsigned char)name[i])) return 0;
    return n == 16;
}

/* After a new version is unpacked: remove versions not started for UNUSED_DAYS, and folders
   that an interrupted unpack left behind a day ago or more. */
static void sweep_old_versions(const char *root, const char *current) {
    DIR *folder = opendir(root);
    if (!folder) return;
    time_t now = time(NULL);
    for (struct dirent *entry; (entry = readdir(folder));) {
        const char *name = entry->d_name;
        int partial = strstr(name, ".partial-") != NULL;
        if (strcmp(name, current) == 0 || !(partial || is_version(name))) continue;
        char path[PATH_MAX];
        struct stat info;
        if (snprintf(path, sizeof path, "%s/%s", root, name) >= (int)sizeof path
            || stat(path, &info) != 0 || !S_ISDIR(info.st_mode)) continue;
        if (now - info.st_mtime > (partial ? DAY : UNUSED_DAYS * DAY)) remove_tree(path);
    }
    closedir(folder);
}

/* Feed the payload to `tar -xzf - -C target`. */
static int unpack(int self, const struct trailer *t, const char *target) {
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        dup2(pipe_fds[0], 0);
        close(pipe_fds[0]);
        close(pipe_fds[1]);
        execlp("tar", "tar", "-xzf", "-", "-C", target, (char *)NULL);
        _exit(127);
    }
    close(pipe_fds[0]);
    static char buffer[1 << 20];
    uint64_t left = t->size;
    int ok = lseek(self, (off_t)t->offset, SEEK_SET) >= 0;
    while (ok && left > 0) {
        ssize_t got = read(self, buffer, left < sizeof buffer ? left : sizeof buffer);
        if (got <= 0) { ok = 0; break; }
        for (ssize_t sent = 0; sent < got;) {
            ssize_t n = write(pipe_fds[1], buffer + sent, (size_t)(got - sent));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) { ok = 0; break; }
            sent += n;
        }
        left -= (uint64_t)got;
    }
    close(pipe_fds[1]);
    return wait_for(pid) == 0 && ok ? 0 : -1;
}

int main(int argc, char **argv) {
    (void)argc;
    char self_path[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self_path, sizeof self_path - 1);
    if (len < 0) { perror("marketplace: cannot find its own file"); return 1; }
    self_path[len] = 0;
    int self = open(self_path, O_RDONLY | O_CLOEXEC);
    struct trailer t;
    if (self < 0 || lseek(self, -(off_t)sizeof t, SEEK_END) < 0
        || read(self, &t, sizeof t) != (ssize_t)sizeof t
        || memcmp(t.magic, MAGIC, sizeof t.magic) != 0) {
        fprintf(stderr, "marketplace: this file is damaged (no bundle inside); "
                        "download it again.\n");
        return 1;
    }
    char version[sizeof t.version + 1] = {0};
    memcpy(version, t.version, sizeof t.version);

    char root[PATH_MAX], dir[PATH_MAX], program[PATH_MAX], partial[PATH_MAX];
    if (cache_root(root, sizeof root) != 0
        || snprintf(dir, sizeof dir, "%s/%s", root, version) >= (int)sizeof dir
        || snprintf(program, sizeof program, "%s/marketplace", dir) >= (int)sizeof program) {
        fprintf(stderr, "marketplace: no cache folder (set HOME or MARKETPLACE_CACHE_DIR)\n");
        return 1;
    }
    if (access(program, X_OK) != 0) {
        if (snprintf(partial, sizeof partial, "%s.partial-%d", dir, (int)getpid())
                >= (int)sizeof partial
            || make_dirs(root) != 0 || mkdir(partial, 0700) != 0) {
            fprintf(stderr, "marketplace: cannot write to %s: %s\n", root, strerror(errno));
            return 1;
        }
        printf("Unpacking the marketplace once for this version into %s ...\n", dir);
        fflush(stdout);
        if (unpack(self, &t, partial) != 0) {
            remove_tree(partial);
            fprintf(stderr, "marketplace: unpacking failed (is the disk full?)\n");
            return 1;
        }
        if (rename(partial, dir) != 0) remove_tree(partial); /* another start was quicker */
        if (access(program, X_OK) != 0) {
            fprintf(stderr, "marketplace: %s is missing after unpacking\n", program);
            return 1;
        }
        sweep_old_versions(root, version);
    }
    utimes(dir, NULL); /* when this version last started: the sweep keeps what is in use */
    close(self);
    argv[0] = program; /* PyInstaller finds its folder from its own path */
    execv(program, argv);
    fprintf(stderr, "marketplace: cannot start %s: %s\n", program, strerror(errno));
    return 1;
}
