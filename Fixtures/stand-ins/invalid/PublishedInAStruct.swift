// error: @Published is only available on properties of classes
import Combine

struct Settings {
    @Published var name = ""
}
