// error: cannot convert value of type 'Published<String>.Publisher' to specified type 'String'
import Combine

final class Model: ObservableObject {
    @Published var name = ""
}

func read(_ model: Model) -> String {
    let name: String = model.$name
    return name
}
